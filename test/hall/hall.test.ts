// The hall on a real database file: its pages (read-only, from the same answers the screens get), what it never
// publishes, the live stream that says "changed" when any connection commits, and how it stands on a hostile
// network (GET and HEAD only, its own host names, 404 for anything else, a cap of connections answered 503).
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openReadOnly, StoreRefusedError } from '#db/open';
import { migrationsFolder } from '#electron/app-info';
import { nameHas } from '#hall/pages';
import { hallTournament } from '#hall/public-view';
import { languageOf, type HallOptions, type RunningHall } from '#hall/server';
import { tempFolder } from '../support/store';
import { fourTeams } from '../support/team-championship';
import { BIRTH_YEARS, hallOn, NOTE, playedTournament, SEALED } from './support';

const halls: RunningHall[] = [];
afterEach(async () => {
  for (const hall of halls.splice(0)) await hall.close();
});

async function started(file: string, more: Partial<HallOptions> = {}) {
  const hall = await hallOn(file, more);
  halls.push(hall);
  return hall;
}

/** A raw request: any method, any Host header. */
function request(hall: RunningHall, method: string, target: string, host = `127.0.0.1:${hall.port}`) {
  return new Promise<{ status: number; body: string; headers: http.IncomingHttpHeaders }>((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port: hall.port, method, path: target, headers: { host } }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode!, body, headers: res.headers }));
    });
    req.on('error', reject);
    req.end();
  });
}

const page = async (hall: RunningHall, target: string) => {
  const response = await fetch(new URL(target, hall.url));
  return { status: response.status, html: await response.text() };
};

describe('the hall’s pages', () => {
  it('shows the tournament being played: round, standings, crosstable, a player’s games — in the asked language', async () => {
    const { writer, tournament } = playedTournament();
    const hall = await started(writer.store.file);
    expect(hall.url).toBe(`http://127.0.0.1:${hall.port}/`);
    const index = await page(hall, '/?lang=et');
    expect(index.status).toBe(200);
    expect(index.html).toContain('Turniirid saalis');
    expect(index.html).toContain(`href="/t/${tournament.id}?lang=et"`);
    expect(index.html).toContain('1. voor 5-st');
    // "Find your board" from the landing page: a search sent to the round being played.
    expect(index.html).toContain(`action="/t/${tournament.id}/round/1" method="get"`);
    expect(index.html).toContain('Leia oma laud');

    const round = await page(hall, `/t/${tournament.id}/round/1?lang=en`);
    expect(round.status).toBe(200);
    expect(round.html).toContain('Jaan Tamm');
    expect(round.html).toContain('1 – 0');
    // An adjourned game is shown as adjourned, nothing more.
    expect(round.html).toContain('adjourned');
    const standings = await page(hall, `/t/${tournament.id}?lang=ru`);
    expect(standings.html).toContain('Положение');
    expect(standings.html).toMatch(/Тур 1 из 5/);
    const crosstable = await page(hall, `/t/${tournament.id}/crosstable?lang=en`);
    expect(crosstable.html).toContain('<table class="crosstable">');
    const player = await page(hall, `/t/${tournament.id}/player/1?lang=en`);
    expect(player.html).toContain('Games of Jaan Tamm');
    expect(player.html).toContain('CM, Kalev, Tartu');
  });

  it('never publishes a birth year, an incident’s note, the sealed move or the audit trail', async () => {
    const { writer, tournament } = playedTournament();
    const hall = await started(writer.store.file);
    const pages = ['/', `/t/${tournament.id}`, `/t/${tournament.id}/crosstable`, `/t/${tournament.id}/round/1`];
    for (let no = 1; no <= 6; no++) pages.push(`/t/${tournament.id}/player/${no}`);
    for (const target of pages)
      for (const lang of ['et', 'en', 'ru']) {
        const { status, html } = await page(hall, `${target}?lang=${lang}`);
        expect(status, target).toBe(200);
        for (const year of BIRTH_YEARS) expect(html, `${target} ${lang}`).not.toContain(String(year));
        expect(html).not.toContain(NOTE);
        expect(html).not.toContain(SEALED);
        expect(html).not.toMatch(/audit|token/i);
      }
    // The published view itself has no field for any of them.
    const view = hallTournament(
      writer.call('getTournament', { id: tournament.id }),
      writer.call('getSchedule', { tournamentId: tournament.id }),
      writer.call('getCrosstable', { tournamentId: tournament.id }),
    );
    const json = JSON.stringify(view);
    expect(json).not.toMatch(/"birthYear"|"sealedMove"|"position"|"incidents"/);
    expect(json).not.toContain(NOTE);
    for (const year of BIRTH_YEARS) expect(json).not.toContain(String(year));
  });

  it('finds a player’s board by part of the name, with the script off (?q=), diacritics or not', async () => {
    const { writer, tournament } = playedTournament();
    const hall = await started(writer.store.file);
    const found = await page(hall, `/t/${tournament.id}/round/1?lang=et&q=onne`);
    expect(found.html).toContain('Õnne Saar');
    expect(found.html).not.toContain('Jaan Tamm</a>');
    const none = await page(hall, `/t/${tournament.id}/round/1?lang=et&q=Zorro`);
    expect(none.html).toContain('Selles voorus pole mängijat, kelle nimes oleks „Zorro“.');
    expect(nameHas('Алёна Фёдорова', 'федор')).toBe(true);
    expect(nameHas('Õnne Saar', 'ÕNNE')).toBe(true);
  });

  it('finds a team player’s board, or his team’s match, in a team round (?q=), and the rows say whom the script finds', async () => {
    const { s, id } = fourTeams(1);
    const hall = await started(s.store.file);
    const found = await page(hall, `/t/${id}/round/1?lang=et&q=Cmängija 2`);
    expect(found.html).toContain('Cmängija 2');
    expect(found.html).not.toContain('Cmängija 1');
    expect(found.html).not.toContain('Amängija');
    const team = await page(hall, `/t/${id}/round/1?lang=et&q=D`);
    expect(team.html).toMatch(/data-names="Amängija 1 Dmängija 1 A D"/);
    const none = await page(hall, `/t/${id}/round/1?lang=et&q=Zorro`);
    expect(none.html).toContain('Selles voorus pole mängijat, kelle nimes oleks „Zorro“.');
  });

  it('shows no tournament the arbiter hid or has not drawn; such an address is 404 in words', async () => {
    const { writer, tournament } = playedTournament();
    writer.call('createTournament', { name: 'Not drawn yet', variant: 'russian', ruleSet: 'ussr1953' });
    const hall = await started(writer.store.file);
    expect((await page(hall, '/?lang=en')).html).not.toContain('Not drawn yet');
    writer.call('updateTournamentSettings', { id: tournament.id, shownInHall: false });
    // The change is seen by the hall at its next look at the file.
    await expect.poll(async () => (await page(hall, '/?lang=en')).html).toContain('No tournament is shown just now');
    const hidden = await page(hall, `/t/${tournament.id}?lang=en`);
    expect(hidden.status).toBe(404);
    expect(hidden.html).toContain('This tournament is not shown in the hall.');
    expect((await page(hall, `/t/${tournament.id}/round/9?lang=en`)).status).toBe(404);
    // The tournament file carries the choice: read back, the tournament stays out of the hall.
    const file = writer.call('exportTournament', { id: tournament.id });
    expect(file.settings.shownInHall).toBe(false);
    const copy = writer.call('importTournament', { file: { ...file, name: 'Tartu lahtised 2026 (koopia)' } });
    expect(writer.call('getTournament', { id: copy.id }).settings.shownInHall).toBe(false);
    writer.call('updateTournamentSettings', { id: tournament.id, shownInHall: true });
    await expect
      .poll(async () => (await page(hall, `/t/${tournament.id}/round/9?lang=en`)).html)
      .toContain('Round 9 is not in this tournament’s schedule.');
    expect((await page(hall, `/t/${tournament.id}/player/77?lang=et`)).html).toContain(
      'Selles turniiris pole mängijat numbriga 77.',
    );
  });
});

describe('the hall is live', () => {
  it('tells every open page within a second that a result was entered by another connection', async () => {
    const { writer, tournament, schedule } = playedTournament();
    const hall = await started(writer.store.file);
    const controller = new AbortController();
    const response = await fetch(new URL('/events', hall.url), { signal: controller.signal });
    expect(response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    const reader = response.body!.getReader();
    const decoder = new TextDecoder();
    let received = '';
    const changed = (async () => {
      while (!received.includes('event: change')) {
        const { value, done } = await reader.read();
        if (done) break;
        received += decoder.decode(value);
      }
      return Date.now();
    })();
    await expect.poll(() => hall.viewers()).toBe(1);
    const game = schedule.rounds[1]!.games[0]!;
    const enteredAt = Date.now();
    writer.call('recordResult', { tournamentId: tournament.id, gameId: game.id, result: '0-1' });
    expect((await changed) - enteredAt).toBeLessThan(1000);
    expect(received).toMatch(/^retry: 1000/);
    const round = await page(hall, `/t/${tournament.id}/round/2?lang=en`);
    expect(round.html).toContain('0 – 1');
    controller.abort();
    await expect.poll(() => hall.viewers()).toBe(0);
  });
});

describe('the schedule of rounds in the hall', () => {
  it('says when a round starts, in the page’s language', async () => {
    const { writer, tournament } = playedTournament();
    writer.call('setRoundTimes', { tournamentId: tournament.id, rounds: [{ round: 1, startsAt: '2026-11-27 09:30' }] });
    const hall = await started(writer.store.file);
    expect((await page(hall, `/t/${tournament.id}/round/1?lang=en`)).html).toContain(
      'Round 1 — Friday 27 November at 09:30',
    );
    expect((await page(hall, `/t/${tournament.id}/round/1?lang=ru`)).html).toContain('пятница, 27 ноября в 09:30');
  });
});

describe('the standings as the tournament goes', () => {
  it('show no tiebreak and no norm before the first result, then the norms met so far', async () => {
    const { writer } = playedTournament();
    const fresh = writer.call('createTournament', { name: 'Uus turniir', variant: 'russian', ruleSet: 'ussr1953' });
    const ids = ['Aas', 'Oja', 'Org', 'Ilves'].map(
      (surname) => writer.call('createPlayer', { surname, givenNames: 'Mati' }).id,
    );
    for (const playerId of ids) writer.call('addParticipant', { tournamentId: fresh.id, playerId });
    const drawn = writer.call('drawLots', {
      tournamentId: fresh.id,
      method: 'manual',
      numbers: ids.map((playerId, i) => ({ playerId, no: i + 1 })),
    });
    const hall = await started(writer.store.file);
    const before = await page(hall, `/t/${fresh.id}?lang=en`);
    const standings = before.html.slice(before.html.indexOf('class="standings"'));
    expect(standings).not.toMatch(/>SB<|>Wins<|Norm/);
    writer.call('recordResult', { tournamentId: fresh.id, gameId: drawn.rounds[0]!.games[0]!.id, result: '1-0' });
    await expect.poll(async () => (await page(hall, `/t/${fresh.id}?lang=en`)).html).toContain('Norm so far');
  });
});

describe('the prize-giving', () => {
  it('a tournament closed while a viewer watches stays in the hall with its final standings, until it is hidden', async () => {
    const { writer, tournament } = playedTournament();
    const hall = await started(writer.store.file);
    const controller = new AbortController();
    const stream = await fetch(new URL('/events', hall.url), { signal: controller.signal });
    const reader = stream.body!.getReader();
    const heard = (async () => {
      let received = '';
      while (!received.includes('event: change')) received += new TextDecoder().decode((await reader.read()).value);
    })();
    await expect.poll(() => hall.viewers()).toBe(1);
    writer.call('closeTournament', { id: tournament.id, confirm: true });
    await heard;
    // What the viewer's page reads again on the change: the final standings, not "this tournament is not shown".
    const standings = await page(hall, `/t/${tournament.id}?lang=en`);
    expect(standings.status).toBe(200);
    expect(standings.html).toContain('Final standings');
    expect(standings.html).not.toMatch(/Round \d+ of \d+/);
    expect(standings.html).toContain('Jaan Tamm');
    expect((await page(hall, `/t/${tournament.id}/crosstable?lang=ru`)).html).toContain('Окончательные итоги');
    const index = await page(hall, '/?lang=et');
    expect(index.html).toContain('Lõplik paremusjärjestus');
    // The norms met are final now, no longer "so far".
    expect(standings.html).toContain('>Norm<');
    expect(standings.html).not.toContain('Norm so far');
    // No round is "now": the kiosk turns between the standings and the crosstable.
    expect(standings.html).not.toContain('class="now"');
    controller.abort();
    writer.call('updateTournamentSettings', { id: tournament.id, shownInHall: false });
    await expect.poll(async () => (await page(hall, `/t/${tournament.id}?lang=en`)).status).toBe(404);
  });
});

describe('the hall on a hostile network', () => {
  it('answers GET and HEAD only, its own host names only, and 404 for any path outside its pages', async () => {
    const { writer } = playedTournament();
    const hall = await started(writer.store.file);
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH']) {
      const answer = await request(hall, method, '/');
      expect(answer.status, method).toBe(405);
      expect(answer.headers.allow).toBe('GET, HEAD');
    }
    const head = await request(hall, 'HEAD', '/hall.css');
    expect(head.status).toBe(200);
    expect(head.body).toBe('');
    expect((await request(hall, 'GET', '/', 'evil.example:80')).status).toBe(403);
    for (const target of ['/../../etc/passwd', '/api/listTournaments', '/index.html', '/t/1/round/1/x', '/hall.css/x'])
      expect((await request(hall, 'GET', target)).status, target).toBe(404);
    const headers = (await request(hall, 'GET', '/')).headers;
    expect(headers['content-security-policy']).toContain("default-src 'none'");
    expect(headers['x-frame-options']).toBe('DENY');
  });

  it('answers 503 beyond its cap of connections, and serves again when they go', async () => {
    const { writer } = playedTournament();
    const hall = await started(writer.store.file, { maxConnections: 2 });
    const open = await Promise.all(
      [0, 1].map(
        () =>
          new Promise<net.Socket>((resolve) => {
            const socket = net.connect(hall.port, '127.0.0.1', () => resolve(socket));
          }),
      ),
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    const refused = await new Promise<string>((resolve) => {
      const socket = net.connect(hall.port, '127.0.0.1');
      let said = '';
      socket.on('data', (chunk) => (said += chunk.toString()));
      socket.on('close', () => resolve(said));
    });
    expect(refused).toMatch(/^HTTP\/1.1 503/);
    for (const socket of open) socket.destroy();
    await expect.poll(async () => (await request(hall, 'GET', '/')).status).toBe(200);
  });

  it('with its cap held by a few machines, a newcomer from another address is served: the heaviest gives one up', async () => {
    const { writer } = playedTournament();
    const hall = await started(writer.store.file, { maxConnections: 6, connectionsPerAddress: 3 });
    const connect = (localAddress: string) =>
      new Promise<net.Socket>((resolve) => {
        const socket = net.connect({ port: hall.port, host: '127.0.0.1', localAddress }, () => resolve(socket));
        socket.on('error', () => {});
      });
    // Two machines fill the hall's six with three each.
    const held = await Promise.all(
      ['127.0.0.2', '127.0.0.3'].flatMap((address) => [0, 1, 2].map(() => connect(address))),
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    // A third machine's phone is served all the same.
    const phone = await new Promise<number>((resolve, reject) => {
      const request = http.get(
        {
          port: hall.port,
          host: '127.0.0.1',
          localAddress: '127.0.0.4',
          path: '/',
          headers: { host: `127.0.0.1:${hall.port}` },
        },
        (response) => {
          response.resume();
          resolve(response.statusCode ?? 0);
        },
      );
      request.on('error', reject);
    });
    expect(phone).toBe(200);
    for (const socket of held) socket.destroy();
  });

  it('lets one machine hold 128 connections, not the hall: with 400 silent ones from it, a phone elsewhere is served', async () => {
    const { writer } = playedTournament();
    const hall = await started(writer.store.file);
    const sockets: net.Socket[] = [];
    const refused: string[] = [];
    try {
      for (let i = 0; i < 400; i++) {
        const socket = net.connect({ port: hall.port, host: '127.0.0.1' });
        sockets.push(socket);
        let said = '';
        socket.on('data', (chunk) => (said += chunk.toString()));
        socket.on('error', () => {});
        socket.on('close', () => refused.push(said));
      }
      // The hall keeps 128 of them (they say nothing, and it waits for their requests); the rest are told 503.
      await expect.poll(() => refused.length, { timeout: 8_000 }).toBe(272);
      expect(refused.every((said) => said.startsWith('HTTP/1.1 503'))).toBe(true);
      // Another address on the venue's network (the loopback has them all): served at once.
      const elsewhere = await new Promise<number>((resolve, reject) => {
        http
          .get({ host: '127.0.0.1', port: hall.port, path: '/', localAddress: '127.0.0.2' }, (res) => {
            res.resume();
            resolve(res.statusCode!);
          })
          .on('error', reject);
      });
      expect(elsewhere).toBe(200);
    } finally {
      for (const socket of sockets) socket.destroy();
    }
  });

  it('has room for 600 phones, each holding its live stream and its page’s connection, and for one more', async () => {
    const { writer } = playedTournament();
    const hall = await started(writer.store.file);
    const sockets: net.Socket[] = [];
    /** A request on a connection of its own from `localAddress`, kept open: resolves with the status line. */
    const held = (localAddress: string, target: string) =>
      new Promise<string>((resolve) => {
        const socket = net.connect({ port: hall.port, host: '127.0.0.1', localAddress }, () =>
          socket.write(`GET ${target} HTTP/1.1\r\nHost: 127.0.0.1:${hall.port}\r\n\r\n`),
        );
        sockets.push(socket);
        socket.once('data', (chunk) => resolve(chunk.toString().split('\r\n')[0]!));
        socket.on('error', () => resolve('error'));
      });
    try {
      const phones = Array.from({ length: 600 }, (_, i) => `127.0.${1 + Math.floor(i / 250)}.${1 + (i % 250)}`);
      const said = await Promise.all(phones.flatMap((phone) => [held(phone, '/events'), held(phone, '/')]));
      expect(said.filter((line) => line === 'HTTP/1.1 200 OK')).toHaveLength(1_200);
      expect(await held('127.0.9.9', '/')).toBe('HTTP/1.1 200 OK');
    } finally {
      for (const socket of sockets) socket.destroy();
    }
  });

  it('closes a connection whose request has not arrived whole in its time, checked every second', async () => {
    const { writer } = playedTournament();
    const hall = await started(writer.store.file, { requestMs: 1_000 });
    const begun = performance.now();
    const closedAfter = await new Promise<number>((resolve) => {
      const socket = net.connect(hall.port, '127.0.0.1', () => socket.write('GET / HTTP/1.1\r\nHost: 127'));
      socket.on('error', () => {});
      socket.resume(); // read what the hall says (408), so that its closing is seen
      socket.on('close', () => resolve(performance.now() - begun));
    });
    // Node looks only every 30 s unless told: the hall looks every second.
    expect(closedAfter).toBeLessThan(3_500);
  });

  it('answers 400 to a request that names no host or two (RFC 9112 §3.2), its own name first or not', async () => {
    const { writer } = playedTournament();
    const hall = await started(writer.store.file);
    const raw = (head: string) =>
      new Promise<string>((resolve) => {
        const socket = net.connect(hall.port, '127.0.0.1', () => socket.write(`${head}\r\n\r\n`));
        let said = '';
        socket.on('data', (chunk) => {
          said += chunk.toString();
          socket.destroy();
        });
        socket.on('close', () => resolve(said));
      });
    const own = `Host: 127.0.0.1:${hall.port}`;
    expect(await raw(`GET / HTTP/1.1\r\n${own}`)).toMatch(/^HTTP\/1.1 200/);
    expect(await raw(`GET / HTTP/1.1\r\n${own}\r\nHost: evil.example`)).toMatch(/^HTTP\/1.1 400/);
    expect(await raw(`GET / HTTP/1.1\r\nHost: evil.example\r\n${own}`)).toMatch(/^HTTP\/1.1 400/);
    expect(await raw('GET / HTTP/1.1')).toMatch(/^HTTP\/1.1 400/);
  });

  it('lets one address hold a few dozen live streams, not the whole cap', async () => {
    const { writer } = playedTournament();
    const hall = await started(writer.store.file);
    const controllers: AbortController[] = [];
    // The answers are held: an answer whose body nobody holds is cancelled by fetch when it is garbage-collected,
    // which closed a stream now and then under load, and the 65th was let in.
    const streams: Response[] = [];
    try {
      for (let i = 0; i < 64; i++) {
        const controller = new AbortController();
        controllers.push(controller);
        streams.push(await fetch(new URL('/events', hall.url), { signal: controller.signal }));
        expect(streams.at(-1)!.status).toBe(200);
      }
      const refused = await fetch(new URL('/events', hall.url));
      expect(refused.status).toBe(429);
      expect(refused.headers.get('retry-after')).toBe('30');
    } finally {
      for (const controller of controllers) controller.abort();
    }
    await expect.poll(() => hall.viewers()).toBe(0);
  });

  it('takes the language from ?lang=, else from what the browser asks for, else English', () => {
    const at = (query: string) => new URL(`http://hall/${query}`);
    expect(languageOf(at('?lang=ru'), 'et')).toBe('ru');
    expect(languageOf(at(''), 'ru-RU,ru;q=0.9,en;q=0.8')).toBe('ru');
    expect(languageOf(at(''), 'de-DE,de;q=0.9,et;q=0.5')).toBe('et');
    expect(languageOf(at('?lang=xx'), undefined)).toBe('en');
  });
});

describe('the hall opens the database read-only', () => {
  it('refuses a file that is not there, creating nothing', () => {
    const file = path.join(tempFolder(), 'puudub.sqlite');
    expect(() => openReadOnly(file, { migrationsFolder: migrationsFolder() })).toThrow(StoreRefusedError);
    expect(() => openReadOnly(file, { migrationsFolder: migrationsFolder() })).toThrow(/does not exist/);
  });

  it('cannot write: its connection refuses any change', () => {
    const { writer } = playedTournament();
    const store = openReadOnly(writer.store.file, { migrationsFolder: migrationsFolder() });
    try {
      expect(() => store.db.$client.prepare("update tournaments set name = 'x'").run()).toThrow(/readonly/);
    } finally {
      store.close();
    }
  });
});
