import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_SECURITY_POLICY, policyMetaTag } from '#shell/content-security-policy';
import { kabeArbiter, serve, type Served } from '../support/cli';

const post = (served: Served, operation: string, body: unknown, token?: string) =>
  fetch(`${served.url}api/${operation}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });

describe('kabe-arbiter serve (browser mode)', () => {
  let served: Served;
  let db: string;
  // One folder for the whole suite: the server keeps its file open across the tests.
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'kabe-serve-'));

  beforeAll(async () => {
    db = path.join(folder, 'served.sqlite');
    served = await serve(db);
  });
  afterAll(async () => {
    await served.stop();
    fs.rmSync(folder, { recursive: true, force: true });
  });

  it('listens on 127.0.0.1 and prints the URL with the token and the database path', () => {
    expect(served.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/$/);
    expect(served.appUrl).toBe(`${served.url}#token=${served.token}`);
    expect(served.output()).toContain(`Database: ${db}`);
  });

  it('serves the app page with a content security policy', async () => {
    const response = await fetch(served.url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-security-policy')).toContain("default-src 'self'");
    // The page is asked for again at each load (a rebuilt app is seen); its assets, named by their content's hash,
    // are kept for good, so that a change of screen fetches nothing again.
    expect(response.headers.get('cache-control')).toBe('no-cache');
    const page = await response.text();
    expect(page).toContain('<div id="root">');
    // The page's own CSP is the one definition, written into index.html at build time.
    expect(page).toContain(policyMetaTag(CONTENT_SECURITY_POLICY));
    // The page's scripts carry no validation library: the contract's names come from the zod-free operations.ts.
    const scripts = [...page.matchAll(/src="\.\/(assets\/[^"]+\.js)"/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts) {
      const code = await fetch(`${served.url}${script[1]}`);
      expect(code.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(await code.text()).not.toMatch(/ZodError|\$ZodType/);
    }
    // The app's icon, so that a browser's tab shows it (and asks for no missing favicon.ico): a 64×64 PNG written
    // into the page, which the browser neither fetches nor decodes as a document at each change of screen.
    const icon = /<link rel="icon" type="image\/png" href="data:image\/png;base64,([^"]+)"/.exec(page)?.[1];
    expect(icon).toBeDefined();
    const png = Buffer.from(icon!, 'base64');
    expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([64, 64]);
  });

  it('refuses a write without the token (401) and stores nothing', async () => {
    const response = await post(served, 'createPlayer', { name: 'Intruder' });
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ ok: false, error: { code: 'forbidden' } });
    const wrong = await post(served, 'createPlayer', { name: 'Intruder' }, 'not-the-token');
    expect(wrong.status).toBe(401);
    const list = await (await post(served, 'listPlayers', {})).json();
    expect(list).toEqual({ ok: true, value: { players: [], matched: 0, registered: 0, unsure: 0 } });
  });

  it('accepts a write with the token; reads need none', async () => {
    const response = await post(served, 'createPlayer', { name: 'Arbiter’s friend', rank: 'V' }, served.token);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ ok: true, value: { name: 'Arbiter’s friend', rank: 'V' } });
    expect((await (await post(served, 'listPlayers', {})).json()).value.registered).toBe(1);
  });

  it('reads a chosen file’s table for the token’s holder only', async () => {
    const csv = 'Surname,Given names\nTamm,Jaan\n';
    const refused = await fetch(`${served.url}read-table`, { method: 'POST', body: csv });
    expect(refused.status).toBe(401);
    const read = await fetch(`${served.url}read-table`, {
      method: 'POST',
      headers: { authorization: `Bearer ${served.token}` },
      body: csv,
    });
    expect(await read.json()).toMatchObject({ ok: true, value: { kind: 'csv', rows: [{ line: 1 }, { line: 2 }] } });
  });

  it('answers bad input with 400 and the field issues', async () => {
    const response = await post(served, 'createPlayer', { name: '' }, served.token);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      ok: false,
      error: { code: 'invalid', issues: [{ path: 'surname', key: 'required' }] },
    });
  });

  it('refuses requests addressed to another host name (DNS rebinding)', async () => {
    const { request } = await import('node:http');
    const status = await new Promise<number>((resolve, reject) => {
      const req = request(served.url, { headers: { host: 'attacker.example' } }, (res) => resolve(res.statusCode ?? 0));
      req.on('error', reject);
      req.end();
    });
    expect(status).toBe(403);
  });

  it('answers a tokenless preview of a PDN text with a stray brace at once, and goes on answering', async () => {
    const created = await post(
      served,
      'createTournament',
      { name: 'Klubi turniir', variant: 'russian', ruleSet: 'ussr1953' },
      served.token,
    );
    const { value: tournament } = (await created.json()) as { value: { id: number } };
    const preview = await post(served, 'previewGamesImport', {
      tournamentId: tournament.id,
      pdn: '1. c3-d4 } f6-g5 *',
    });
    expect(preview.status).toBe(200);
    const { value } = (await preview.json()) as { value: { errors: { line: number; column: number }[] } };
    expect(value.errors).toMatchObject([{ line: 1, column: 10 }]);
    expect((await post(served, 'listPlayers', {})).status).toBe(200);
  });

  it('answers 400 to a request that names two hosts, its own first (RFC 9112 §3.2)', async () => {
    const net = await import('node:net');
    const { port } = new URL(served.url);
    const said = await new Promise<string>((resolve) => {
      const socket = net.connect(Number(port), '127.0.0.1', () =>
        socket.write(`GET /api/listPlayers HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nHost: attacker.example\r\n\r\n`),
      );
      let answer = '';
      socket.on('data', (chunk) => {
        answer += chunk.toString();
        if (answer.includes('\r\n\r\n')) socket.destroy();
      });
      socket.on('close', () => resolve(answer));
    });
    expect(said).toMatch(/^HTTP\/1.1 400/);
  });

  it('answers every malformed request with a 4xx that names what is wrong, never a 500, and writes nothing', async () => {
    const audit = async () => (await (await post(served, 'listPlayers', {})).json()).value.registered;
    const before = await audit();
    // A body over the limit is answered, not reset.
    const huge = await fetch(`${served.url}api/createPlayer`, {
      method: 'POST',
      headers: { authorization: `Bearer ${served.token}` },
      body: 'x'.repeat(40_500_000),
    });
    expect(huge.status).toBe(413);
    expect(await huge.json()).toMatchObject({
      ok: false,
      error: { code: 'too_large', issues: [{ key: 'requestTooLarge' }] },
    });
    // Broken percent-escapes in the address.
    const broken = await fetch(`${served.url}%E0%A4%A`);
    expect(broken.status).toBe(400);
    expect(await broken.json()).toMatchObject({ error: { issues: [{ key: 'addressInvalid' }] } });
    expect((await post(served, '%E0%A4%A', {})).status).toBe(400);
    // An unknown field nested thousands of levels deep.
    const nested = `{"file":${'{"deeper":'.repeat(4200)}1${'}'.repeat(4200)}}`;
    const deep = await fetch(`${served.url}api/importTournament`, {
      method: 'POST',
      headers: { authorization: `Bearer ${served.token}` },
      body: nested,
    });
    expect(deep.status).toBe(400);
    expect(await deep.json()).toMatchObject({ error: { issues: [{ key: 'nestedTooDeep' }] } });
    // Ids are whole numbers, never coerced from true, [1], hex or exponents; a clock of 1:99 is not a time.
    for (const id of [true, [1], '0x10', ' 7 ', '1e3', 1.5, -1]) {
      const loose = await post(served, 'getTournament', { id });
      expect(loose.status, JSON.stringify(id)).toBe(400);
      expect(await loose.json()).toMatchObject({ error: { issues: [{ path: 'id', key: 'idInvalid' }] } });
    }
    const clock = await post(
      served,
      'adjournGame',
      { tournamentId: 1, gameId: 1, position: 'W:Wc3:Ba7', sealedMoveNumber: 30, whiteUsed: '1:99', blackUsed: '1:00' },
      served.token,
    );
    expect(clock.status).toBe(400);
    expect(await clock.json()).toMatchObject({ error: { issues: [{ path: 'whiteUsed', key: 'clockInvalid' }] } });
    // Names that would not print as they read.
    for (const name of ['Nul\u0000l', 'Evil\u202EemaN', 'Half \uD800 pair']) {
      const refused = await post(served, 'createPlayer', { name }, served.token);
      expect(refused.status).toBe(400);
      expect(await refused.json()).toMatchObject({ error: { issues: [{ path: 'name', key: 'textNotPrintable' }] } });
    }
    expect(await audit()).toBe(before);
  });

  it('exports only with the token; an unknown kind or language is refused, not guessed', async () => {
    const created = await (
      await post(
        served,
        'createTournament',
        { name: 'Export check', variant: 'russian', ruleSet: 'ussr1953' },
        served.token,
      )
    ).json();
    expect(created).toMatchObject({ ok: true });
    const url = `${served.url}export/${created.value.id}.csv`;
    expect((await fetch(url)).status).toBe(401);
    const auth = { headers: { authorization: `Bearer ${served.token}` } };
    const csv = await fetch(`${url}?lang=ru`, auth);
    expect(csv.status).toBe(200);
    expect(await csv.text()).toContain('Место');
    const badLang = await fetch(`${url}?lang=klingon`, auth);
    expect(badLang.status).toBe(400);
    expect(await badLang.json()).toMatchObject({ error: { issues: [{ path: 'lang', key: 'langInvalid' }] } });
    expect((await fetch(`${served.url}export/${created.value.id}.html?kind=poster`, auth)).status).toBe(400);
  });

  it('the data written through HTTP is in the file; started again, the server keeps its address and token', async () => {
    const before = served;
    await served.stop();
    const listed = kabeArbiter(['--db', db, 'players', '--json']);
    expect(JSON.parse(listed.stdout).map((p: { name: string }) => p.name)).toEqual(['Arbiter’s friend']);
    served = await serve(db);
    // A tab left open goes on with the address and the token it holds.
    expect([served.url, served.token]).toEqual([before.url, before.token]);
    expect((await post(served, 'createPlayer', { surname: 'Pärast', givenNames: 'Taas' }, before.token)).status).toBe(
      200,
    );
  });
});
