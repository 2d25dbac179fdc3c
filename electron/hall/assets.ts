// The hall's style sheet and its one small script, served as files (the pages' security policy allows no inline
// code). The style reads on a phone 390 px wide (no sideways scrolling: names wrap, the crosstable scrolls inside its
// box), on a projector (a 20-player double round robin's crosstable in 1920×1080), and in kiosk mode in type readable
// from across the hall. The script does three things, none of which a page needs to be read: it hides the boards whose
// players' names do not hold what is typed into "Find your board"; in the hall it listens to `/events` and puts the
// page's new content in place when something changes (no reload, no jump of the scroll); and with `?kiosk=1` it
// turns from the round to the standings to the crosstable.

export const HALL_CSS = `
* { box-sizing: border-box; }
html { -webkit-text-size-adjust: 100%; }
body { margin: 0 auto; max-width: 1900px; padding: 8px 12px 24px; font-family: 'DejaVu Sans', 'Noto Sans', Arial,
  sans-serif; color: #111; background: #fff; font-size: 16px; line-height: 1.35; }
a { color: #0645ad; }
a:focus-visible, button:focus-visible, input:focus-visible { outline: 3px solid #e0a000; outline-offset: 2px; }
.top { display: flex; justify-content: space-between; align-items: center; gap: 12px; flex-wrap: wrap; }
.brand { margin: 0; }
.languages { display: flex; gap: 8px; }
.languages span { font-weight: bold; }
h1 { font-size: 1.5em; margin: 8px 0 2px; }
h2 { font-size: 1.2em; margin: 16px 0 6px; }
.meta { color: #444; margin: 0 0 8px; }
.tabs { display: flex; flex-wrap: wrap; gap: 6px 12px; align-items: center; margin: 8px 0; }
.tabs a[aria-current='page'] { font-weight: bold; color: #111; text-decoration: none; }
.tabs .rounds { display: flex; flex-wrap: wrap; gap: 4px; }
.tabs .rounds a { display: inline-block; min-width: 2em; padding: 2px 4px; text-align: center; border: 1px solid #bbb;
  border-radius: 4px; text-decoration: none; }
.tabs .rounds a.now { border-color: #111; }
.tabs .rounds a[aria-current='page'] { background: #111; color: #fff; }
.find { display: flex; flex-wrap: wrap; gap: 6px; align-items: center; margin: 8px 0; }
.find input { font: inherit; padding: 6px 8px; min-width: 0; flex: 1 1 12em; max-width: 24em; }
.find button { font: inherit; padding: 6px 12px; }
table { border-collapse: collapse; width: 100%; margin: 4px 0 12px; }
caption { text-align: left; font-weight: bold; padding: 4px 0; font-size: 1.1em; }
th, td { border-bottom: 1px solid #ccc; padding: 6px 6px; text-align: left; vertical-align: top; }
th { background: #eee; font-size: 0.9em; }
td.num, th.num { text-align: right; font-variant-numeric: tabular-nums; white-space: nowrap; }
td.center, th.center { text-align: center; }
td.result { white-space: nowrap; font-weight: bold; }
td.adjourned { font-weight: normal; font-style: italic; }
td.strong { font-weight: bold; }
td.board { font-weight: bold; }
.no { color: #555; }
.details { display: block; color: #555; font-size: 0.85em; }
.small, .notes { font-size: 0.9em; color: #333; }
.notes { padding-left: 1.2em; }
.nothing { font-style: italic; }
tr[hidden] { display: none; }
.tournaments { list-style: none; padding: 0; }
.tournaments li { padding: 8px 0; border-bottom: 1px solid #ddd; }
.tournaments a { font-size: 1.2em; font-weight: bold; }
.tournaments .meta { display: block; }
.crosstable-wrap { overflow-x: auto; }
.crosstable { width: auto; }
.crosstable th, .crosstable td { padding: 3px 4px; border: 1px solid #ccc; }
.crosstable td.cell, .crosstable th.cell { text-align: center; min-width: 1.6em; white-space: nowrap; }
.crosstable td.self { background: #ccc; }
.crosstable td.name { white-space: nowrap; }
footer { margin-top: 16px; color: #555; font-size: 0.85em; }
footer p { margin: 2px 0; }
.live[data-state='offline'] { color: #a00; font-weight: bold; }
/* A phone: the table's columns narrow, the names wrap, nothing scrolls sideways but the crosstable in its box. */
@media (max-width: 480px) {
  body { padding: 6px 6px 16px; font-size: 15px; }
  th, td { padding: 5px 3px; }
  th { font-size: 0.8em; }
  .pairings td, .standings td, .player td { overflow-wrap: anywhere; }
  .pairings td.result, .standings td.num, .player td.result { overflow-wrap: normal; }
  .details { font-size: 0.8em; }
}
/* A projector: type read from the back of the hall, and still a 20 players' double round robin in 1920 × 1080. */
@media (min-width: 1600px) {
  body { font-size: 20px; }
  .crosstable { font-size: 19px; }
  .crosstable th, .crosstable td { padding: 2px 4px; }
}
/* Kiosk mode: read from across the hall. The script sets the type as large as the screen's width (and, where it
   can stay large, its height) allows; the tables then fill the screen, and nothing but them and the live line shows. */
body.kiosk { font-size: 24px; max-width: none; padding: 0.4em 0.8em; }
body.kiosk .find, body.kiosk .top, body.kiosk .tabs, body.kiosk footer .made { display: none; }
body.kiosk .crosstable-wrap { overflow: visible; }
body.kiosk .crosstable, body.kiosk table { font-size: 1em; width: 100%; }
body.kiosk .crosstable th, body.kiosk .crosstable td { padding: 0.1em 0.25em; }
body.kiosk th, body.kiosk td { padding: 0.2em 0.35em; }
`;

export const HALL_SCRIPT = `
(() => {
  'use strict';
  const fold = (text) => text.normalize('NFD').replace(/\\p{M}/gu, '').toLocaleLowerCase().replace(/ё/g, 'е');
  // Find your board: the rows whose names do not hold what is typed are hidden, as the server does without script.
  const filter = () => {
    const input = document.getElementById('find');
    if (!input) return;
    const typed = fold(input.value.trim());
    for (const row of document.querySelectorAll('tr[data-names]'))
      row.hidden = typed !== '' && !fold(row.dataset.names).includes(typed);
  };
  const input = document.getElementById('find');
  // The website has no server to filter: what was asked for (?q=) is filled in and filtered here.
  const asked = new URLSearchParams(location.search).get('q');
  if (input && asked && !input.value) input.value = asked;
  filter();
  if (input) {
    input.addEventListener('input', filter);
    input.form.addEventListener('submit', (event) => { event.preventDefault(); filter(); });
  }
  // The live page: the new content put in place of the old, the scroll and the search field left as they are. A
  // change announced while the page is being read again is not lost: it is read once more when that is done.
  let asking = false;
  let again = false;
  const refresh = () => {
    if (asking) {
      again = true;
      return;
    }
    asking = true;
    again = false;
    fetch(location.href, { cache: 'no-store', headers: { accept: 'text/html' } })
      .then((response) => {
        // A tournament hidden or closed meanwhile: the page says so instead of showing what was.
        if (response.status === 404) {
          location.reload();
          return null;
        }
        return response.ok ? response.text() : null;
      })
      .then((html) => {
        if (html === null) return;
        const next = new DOMParser().parseFromString(html, 'text/html');
        const now = document.getElementById('content');
        const fresh = next.getElementById('content');
        if (now && fresh) now.replaceWith(document.importNode(fresh, true));
        // The tabs and the line under the name (it says "Final standings" once the tournament is closed).
        for (const part of ['.tabs', 'p.meta']) {
          const old = document.querySelector(part);
          const fresh = next.querySelector(part);
          if (old && fresh) old.replaceWith(document.importNode(fresh, true));
        }
        filter();
        document.dispatchEvent(new CustomEvent('hall:updated'));
      })
      .catch(() => {})
      .finally(() => {
        asking = false;
        if (again) refresh();
      });
  };
  const live = document.getElementById('live');
  const show = (online) => {
    if (!live) return;
    live.textContent = online ? live.dataset.online : live.dataset.offline;
    live.dataset.state = online ? 'online' : 'offline';
  };
  // The stream reconnects by itself after a restart; one the hall refused (too many connections: 503) is closed for
  // good by the browser, so it is opened again here a few seconds later.
  const listen = () => {
    let lost = false;
    const source = new EventSource('/events');
    source.addEventListener('change', refresh);
    source.addEventListener('open', () => {
      show(true);
      // Back after the hall restarted: what changed meanwhile is read at once.
      if (lost) refresh();
      lost = false;
    });
    source.addEventListener('error', () => {
      lost = true;
      show(false);
      if (source.readyState === EventSource.CLOSED) setTimeout(listen, 5000);
    });
  };
  if (document.body.dataset.live === 'on' && 'EventSource' in window) listen();
  // Kiosk mode: round → standings → crosstable, each shown for a while (?kiosk=1, or ?kiosk=SECONDS), in the largest
  // type the screen holds: as wide as the screen allows, and as high where the type can stay readable from the back of
  // a hall (READABLE px); a page longer than that is scrolled through.
  const READABLE = 22;
  const fitType = () => {
    const body = document.body;
    const wide = () =>
      document.documentElement.scrollWidth <= window.innerWidth &&
      [...document.querySelectorAll('#content table')].every((t) => t.getBoundingClientRect().right <= window.innerWidth + 1);
    const fits = (size) => {
      body.style.fontSize = size + 'px';
      return wide() && (size <= READABLE || document.documentElement.scrollHeight <= window.innerHeight);
    };
    let low = 8;
    let high = 96;
    while (high - low > 0.5) {
      const mid = (low + high) / 2;
      if (fits(mid)) low = mid;
      else high = mid;
    }
    body.style.fontSize = low + 'px';
  };
  const params = new URLSearchParams(location.search);
  if (params.has('kiosk')) {
    document.body.classList.add('kiosk');
    fitType();
    // Once a frame at most, however many updates or resize events come in it.
    let fitting = false;
    const fitSoon = () => {
      if (fitting) return;
      fitting = true;
      requestAnimationFrame(() => {
        fitting = false;
        fitType();
      });
    };
    document.addEventListener('hall:updated', fitSoon);
    window.addEventListener('resize', fitSoon);
    const asked = Number(params.get('kiosk'));
    const seconds = asked >= 2 ? asked : 20;
    const tabs = [...document.querySelectorAll('.tabs a[href]')];
    const roundNow = document.querySelector('.tabs .rounds a.now');
    const order = [roundNow, ...tabs.filter((a) => !a.closest('.rounds'))].filter(Boolean).map((a) => a.href);
    const here = order.findIndex((href) => new URL(href).pathname === location.pathname);
    const next = new URL(order[(here + 1) % order.length] || location.href);
    next.searchParams.set('kiosk', params.get('kiosk'));
    // A page longer than the screen is scrolled through before the next one.
    const step = () => {
      if (window.innerHeight + window.scrollY + 4 < document.body.scrollHeight) window.scrollBy(0, window.innerHeight * 0.8);
      else location.assign(next.href);
    };
    setInterval(step, seconds * 1000);
  }
})();
`;
