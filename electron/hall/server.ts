// The hall: a second listener, read-only, for the projector and the players' phones. Not the write server with a
// flag — it has no API, no token and no route that writes; it answers GET and HEAD with its pages (pages.tsx), its
// style sheet and script, and `/events`, a stream that says "changed" the moment anything is committed to the
// database by any process (the app, browser mode, the command line). It reads through its own read-only connection,
// so it can never lock the arbiter out or slow his writes, and a page is made once per change however many phones
// ask for it. On a hostile network: only its own host names are served (a page elsewhere cannot rebind a name to
// it), slow or endless clients are cut off by header and idle timeouts, and one address may hold only so many
// connections, all of them together only so many more: beyond either the answer is 503. Any other path is 404,
// never a file (docs/hall.md, "Safety").
import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import os from 'node:os';
import type { Duplex } from 'node:stream';
import { isLanguage, type Language } from '#api/languages';
import type { Store } from '#db/open';
import type { Service } from '#service';
import { HALL_CSS, HALL_SCRIPT } from './assets';
import { watchChanges } from './changes';
import { requestHost } from './host-header';
import {
  crosstablePage,
  hallWords,
  indexPage,
  messagePage,
  playerPage,
  roundPage,
  tournamentPage,
  type HallLinks,
  type PageContext,
} from './pages';
import { hallSource, type HallSource } from './source';

export interface HallOptions {
  /** The database opened read-only (db/open.ts `openReadOnly`), and the service reading it. */
  store: Store;
  service: Service;
  /** 127.0.0.1 unless the arbiter chooses the venue's network (0.0.0.0: everyone on it can read). */
  host?: string;
  port?: number;
  /** How often the database is asked whether anything was committed (ms). */
  pollEvery?: number;
  /** Connections beyond this are answered 503. */
  maxConnections?: number;
  /** Connections from one address beyond this are answered 503. */
  connectionsPerAddress?: number;
  /** How long a request may take to arrive whole (ms): 10 s, unless a test asks for less. */
  requestMs?: number;
  /** The language the arbiter chose for the hall: its pages' when the address names none (`?lang=`); without it, the
   * browser's. */
  language?: Language;
}

export interface RunningHall {
  /** The address to open: on the venue's network, the machine's address there. */
  url: string;
  host: string;
  port: number;
  /** How many pages are listening for changes now. */
  viewers(): number;
  close(): Promise<void>;
}

export const HALL_HOST = '127.0.0.1';
const HEARTBEAT_MS = 15_000;
/** Room for 600 phones, each holding its page's live stream and, for a few seconds after each result, the
 * connection its page is fetched again on — with room to spare for a projector and newcomers. */
const DEFAULT_MAX_CONNECTIONS = 2_000;
/** Connections one address may hold: a phone or a projector holds a stream and a connection or two for each page it
 * shows. One machine holding a thousand silent connections holds this many, and every other visitor is served. */
const DEFAULT_CONNECTIONS_PER_ADDRESS = 128;
/** Live streams one address may hold: a phone or a projector's browser has a few pages open, not dozens. */
const STREAMS_PER_ADDRESS = 64;
/** A request must arrive whole within this (its headers and body), and the server looks every second for one that
 * has not — Node looks only every 30 s unless told. */
const REQUEST_MS = 10_000;
/** A connection with nothing going on either way (a page answered, a client that never reads it) is closed. */
const IDLE_MS = 20_000;

/** The hall's own policy: its style sheet and script, nothing from elsewhere, and nowhere to post. */
export const HALL_SECURITY_POLICY =
  "default-src 'none'; style-src 'self'; script-src 'self'; connect-src 'self'; img-src 'self' data:; " +
  "form-action 'self'; base-uri 'none'; frame-ancestors 'none'";

export function startHall(options: HallOptions): Promise<RunningHall> {
  const host = options.host ?? HALL_HOST;
  const source = hallSource(options.service);
  const listeners = new Set<http.ServerResponse>();
  const pages = new Map<string, { status: number; html: string }>();
  let version = 0;
  const server = http.createServer(
    {
      headersTimeout: options.requestMs ?? REQUEST_MS,
      requestTimeout: options.requestMs ?? REQUEST_MS,
      keepAliveTimeout: 5_000,
      connectionsCheckingInterval: 1_000,
    },
    (request, response) => {
      try {
        handle(request, response, { source, listeners, pages, host, port: portOf(), language: options.language });
      } catch {
        // A fault of the hall stays in the hall: the viewer gets an error page, the data and the app are untouched.
        if (!response.headersSent) response.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
        response.end('500');
      }
    },
  );
  const portOf = () => (server.address() as AddressInfo | null)?.port ?? 0;
  server.setTimeout(IDLE_MS, (socket) => socket.destroy());
  const connections = connectionCounter(
    options.maxConnections ?? DEFAULT_MAX_CONNECTIONS,
    options.connectionsPerAddress ?? DEFAULT_CONNECTIONS_PER_ADDRESS,
  );
  server.on('connection', (socket) => {
    if (!connections.admit(socket)) {
      socket.write('HTTP/1.1 503 Service Unavailable\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
      closeAtOnce(socket);
    }
  });
  const watcher = watchChanges(
    options.store,
    () => {
      version += 1;
      pages.clear();
      for (const listener of listeners) listener.write(`event: change\ndata: ${version}\n\n`);
    },
    options.pollEvery ?? 200,
  );
  const heartbeat = setInterval(() => {
    for (const listener of listeners) listener.write(': still here\n\n');
  }, HEARTBEAT_MS);
  heartbeat.unref();
  return new Promise((resolve, reject) => {
    server.once('error', (error) => {
      watcher.stop();
      clearInterval(heartbeat);
      reject(error);
    });
    server.listen(options.port ?? 0, host, () => {
      // Once listening, no fault of a client or a socket may reach the process: in the app it is the arbiter's.
      server.removeAllListeners('error');
      server.on('error', () => {});
      // A request that broke the protocol, or did not arrive whole in its time: said, and the connection closed —
      // not only our side of it, which would leave a client that never closes its own holding the connection.
      server.on('clientError', (error: NodeJS.ErrnoException, socket) => {
        const timedOut = error.code === 'ERR_HTTP_REQUEST_TIMEOUT';
        if (socket.writable)
          socket.write(`HTTP/1.1 ${timedOut ? '408 Request Timeout' : '400 Bad Request'}\r\nConnection: close\r\n\r\n`);
        closeAtOnce(socket);
      });
      const port = portOf();
      resolve({
        // Asked each time: the machine's address on the venue's network may change while the hall runs.
        get url() {
          return `http://${publicAddress(host)}:${port}/`;
        },
        host,
        port,
        viewers: () => listeners.size,
        close: () =>
          new Promise<void>((done) => {
            watcher.stop();
            clearInterval(heartbeat);
            for (const listener of listeners) listener.end();
            server.close(() => done());
            server.closeAllConnections();
          }),
      });
    });
  });
}

/** Closes a connection once what was written to it is sent, and within a second in any case: a client that never
 * reads what it was told holds nothing of the hall's. */
function closeAtOnce(socket: Duplex): void {
  // An HTTP server's connections are net sockets (the type says Duplex); ending it sends what was written first.
  socket.end();
  setTimeout(() => socket.destroy(), 1_000).unref();
}

/** The connections held, in all and by address: a new one is admitted while both are under their caps, and
 * forgotten when it closes. With the whole cap held, a newcomer is not shut out by addresses that hold many (sixteen
 * machines of 128 fill 2,000): the address holding most gives up its newest connection to one that holds fewer
 * (issue 51) — a fair share, however the cap was filled. */
function connectionCounter(cap: number, perAddress: number) {
  let held = 0;
  const byAddress = new Map<string, Set<Socket>>();
  const forget = (address: string, socket: Socket): boolean => {
    const own = byAddress.get(address);
    if (!own?.delete(socket)) return false;
    held -= 1;
    if (own.size === 0) byAddress.delete(address);
    return true;
  };
  /** The address holding the most connections, and its sockets. */
  const heaviest = (): [string, Set<Socket>] | undefined => {
    let most: [string, Set<Socket>] | undefined;
    for (const entry of byAddress) if (!most || entry[1].size > most[1].size) most = entry;
    return most;
  };
  return {
    admit(socket: Socket): boolean {
      const address = socket.remoteAddress ?? '';
      const own = byAddress.get(address)?.size ?? 0;
      if (own >= perAddress) return false;
      if (held >= cap) {
        const most = heaviest();
        // Only one that holds more than the newcomer would after it gives one up.
        if (!most || most[1].size <= own + 1) return false;
        const newest = [...most[1]].at(-1)!;
        forget(most[0], newest);
        newest.destroy();
      }
      held += 1;
      const set = byAddress.get(address) ?? new Set<Socket>();
      set.add(socket);
      byAddress.set(address, set);
      socket.once('close', () => forget(address, socket));
      return true;
    },
  };
}

/** The address people type or scan: the machine's address on the venue's network when the hall listens on all. */
export function publicAddress(host: string): string {
  if (host !== '0.0.0.0' && host !== '::') return host.includes(':') ? `[${host}]` : host;
  return networkAddresses()[0] ?? HALL_HOST;
}

/** Adapters that are not the venue's network: containers, virtual machines, VPN tunnels. */
const VIRTUAL_ADAPTER = /^(docker|br-|veth|virbr|vmnet|vboxnet|vethernet|hyper-v|wsl|utun|tun|tap|wg|zt|tailscale)/i;

/** This machine's IPv4 addresses on its networks (not the loopback), the likeliest to be the venue's first: a
 * private address (a Wi-Fi's 192.168.x.x, 10.x.x.x, 172.16–31.x.x) on an adapter that is not a virtual one. */
export function networkAddresses(): string[] {
  const found = Object.entries(os.networkInterfaces()).flatMap(([name, entries]) =>
    (entries ?? [])
      .filter((entry) => entry.family === 'IPv4' && !entry.internal)
      .map((entry) => ({ address: entry.address, name })),
  );
  const score = ({ address, name }: { address: string; name: string }) =>
    (VIRTUAL_ADAPTER.test(name) ? 10 : 0) +
    (/^192\.168\./.test(address) ? 0 : /^10\./.test(address) ? 1 : /^172\.(1[6-9]|2\d|3[01])\./.test(address) ? 2 : 3);
  return [...found].sort((a, b) => score(a) - score(b)).map((entry) => entry.address);
}

/** The names a request may be addressed to: the loopback's, and on the venue's network the machine's own. */
function ownHostNames(host: string): Set<string> {
  const names = new Set([HALL_HOST, 'localhost', '[::1]']);
  if (host === '0.0.0.0' || host === '::') {
    for (const address of networkAddresses()) names.add(address);
    const machine = os.hostname().toLowerCase();
    names.add(machine);
    names.add(`${machine}.local`);
  } else names.add(host.includes(':') ? `[${host}]` : host);
  return names;
}

interface Context {
  language: Language | undefined;
  source: HallSource;
  listeners: Set<http.ServerResponse>;
  pages: Map<string, { status: number; html: string }>;
  host: string;
  port: number;
}

function handle(request: http.IncomingMessage, response: http.ServerResponse, ctx: Context): void {
  response.setHeader('content-security-policy', HALL_SECURITY_POLICY);
  response.setHeader('x-content-type-options', 'nosniff');
  response.setHeader('x-frame-options', 'DENY');
  response.setHeader('referrer-policy', 'no-referrer');
  const hostName = requestHost(request);
  if (hostName === null) {
    response.writeHead(400, { 'content-type': 'text/plain; charset=utf-8' }).end('400');
    return;
  }
  if (!ownHostNames(ctx.host).has(hostName)) {
    response.writeHead(403, { 'content-type': 'text/plain; charset=utf-8' }).end('403');
    return;
  }
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    response.writeHead(405, { allow: 'GET, HEAD', 'content-type': 'text/plain; charset=utf-8' }).end('405');
    return;
  }
  const head = request.method === 'HEAD';
  let url: URL;
  try {
    url = new URL(request.url ?? '/', 'http://hall');
  } catch {
    response.writeHead(400, { 'content-type': 'text/plain; charset=utf-8' }).end('400');
    return;
  }
  if (url.pathname === '/events') return listen(request, response, ctx, head);
  if (url.pathname === '/hall.css') return send(response, 200, 'text/css; charset=utf-8', HALL_CSS, head, 'no-cache');
  if (url.pathname === '/hall.js')
    return send(response, 200, 'text/javascript; charset=utf-8', HALL_SCRIPT, head, 'no-cache');
  const lang = languageOf(url, request.headers['accept-language'], ctx.language);
  // A page is made once per change, however many phones ask for it after the change is announced. A search typed
  // without the script (?q=) is made for the one who asked and not kept: anyone could fill the memory with them.
  const searched = url.searchParams.get('q')?.trim() && url.pathname.includes('/round/');
  const key = `${lang} ${url.pathname}`;
  let page = searched ? undefined : ctx.pages.get(key);
  if (!page) {
    page = render(url, lang, ctx.source);
    if (!searched) ctx.pages.set(key, page);
  }
  send(response, page.status, 'text/html; charset=utf-8', page.html, head, 'no-store');
}

function send(
  response: http.ServerResponse,
  status: number,
  type: string,
  body: string,
  head: boolean,
  caching: string,
): void {
  response.writeHead(status, {
    'content-type': type,
    'content-length': Buffer.byteLength(body),
    'cache-control': caching,
  });
  response.end(head ? undefined : body);
}

/** `/events`: Server-Sent Events, one `change` event for every commit; a viewer reconnects by itself within a second
 * after the hall restarts (`retry`). */
function listen(request: http.IncomingMessage, response: http.ServerResponse, ctx: Context, head: boolean): void {
  // One device holds a stream per open page; one address holding dozens is not a phone but someone filling the cap.
  const from = request.socket.remoteAddress ?? '';
  if (!head && [...ctx.listeners].filter((l) => l.req.socket.remoteAddress === from).length >= STREAMS_PER_ADDRESS) {
    response.writeHead(429, { 'content-type': 'text/plain; charset=utf-8', 'retry-after': '30' }).end('429');
    return;
  }
  response.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-store',
    connection: 'keep-alive',
  });
  if (head) {
    response.end();
    return;
  }
  // The stream is meant to stay open: the idle timeout does not apply, the heartbeat keeps proxies awake.
  request.socket.setTimeout(0);
  response.write('retry: 1000\n\n');
  ctx.listeners.add(response);
  const forget = () => ctx.listeners.delete(response);
  request.once('close', forget);
  response.once('close', forget);
}

/** `?lang=` when it names one of ours, else the hall's own (the arbiter's choice), else the first of ours the browser
 * asks for, else English. */
export function languageOf(url: URL, acceptLanguage: string | undefined, hallLanguage?: Language): Language {
  const asked = url.searchParams.get('lang');
  if (isLanguage(asked)) return asked;
  if (hallLanguage) return hallLanguage;
  const wanted = (acceptLanguage ?? '')
    .split(',')
    .map((part) => {
      const [tag, ...rest] = part.trim().split(';');
      const quality = rest.find((p) => p.trim().startsWith('q='));
      return { language: tag!.toLowerCase().split('-')[0]!, q: quality ? Number(quality.trim().slice(2)) : 1 };
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q);
  return wanted.map((entry) => entry.language).find(isLanguage) ?? 'en';
}

/** The hall's addresses, each carrying the reader's language. */
function serverLinks(url: URL, lang: Language): HallLinks {
  const at = (path: string, language: Language = lang) => `${path}?lang=${language}`;
  return {
    home: () => at('/'),
    tournament: (id) => at(`/t/${id}`),
    round: (id, round) => at(`/t/${id}/round/${round}`),
    crosstable: (id) => at(`/t/${id}/crosstable`),
    player: (id, no) => at(`/t/${id}/player/${no}`),
    inLanguage: (language) => at(url.pathname, language),
    stylesheet: '/hall.css',
    script: '/hall.js',
  };
}

const TOURNAMENT_PATH = /^\/t\/(\d{1,9})(?:\/(?:round\/(\d{1,4})|(crosstable)|player\/(\d{1,4})))?\/?$/;

function render(url: URL, lang: Language, source: HallSource): { status: number; html: string } {
  const ctx: PageContext = { lang, links: serverLinks(url, lang), live: true, publishedAt: null };
  const t = hallWords(lang);
  const missing = (message: string) => ({ status: 404, html: messagePage(message, ctx) });
  if (url.pathname === '/') return { status: 200, html: indexPage(source.tournaments(), ctx) };
  const match = TOURNAMENT_PATH.exec(url.pathname);
  if (!match) return missing(t('hall.notFound'));
  const tournament = source.tournament(Number(match[1]));
  if (!tournament) return missing(t('hall.notShown'));
  if (match[2] !== undefined) {
    const round = tournament.rounds.find((r) => r.round === Number(match[2]));
    if (!round) return missing(t('hall.noRound', { round: match[2] }));
    return { status: 200, html: roundPage(tournament, round, ctx, url.searchParams.get('q')) };
  }
  if (match[3] !== undefined) return { status: 200, html: crosstablePage(tournament, ctx) };
  if (match[4] !== undefined) {
    const player = tournament.players.find((p) => p.no === Number(match[4]));
    if (!player) return missing(t('hall.noPlayer', { no: match[4] }));
    return { status: 200, html: playerPage(tournament, player, ctx) };
  }
  return { status: 200, html: tournamentPage(tournament, ctx) };
}
