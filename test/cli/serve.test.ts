import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
    expect(await response.text()).toContain('<div id="root">');
  });

  it('refuses a write without the token (401) and stores nothing', async () => {
    const response = await post(served, 'createPlayer', { name: 'Intruder' });
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ ok: false, error: { code: 'forbidden' } });
    const wrong = await post(served, 'createPlayer', { name: 'Intruder' }, 'not-the-token');
    expect(wrong.status).toBe(401);
    const list = await (await post(served, 'listPlayers', {})).json();
    expect(list).toEqual({ ok: true, value: [] });
  });

  it('accepts a write with the token; reads need none', async () => {
    const response = await post(served, 'createPlayer', { name: 'Arbiter’s friend', rank: 'V' }, served.token);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ ok: true, value: { name: 'Arbiter’s friend', rank: 'V' } });
    expect((await (await post(served, 'listPlayers', {})).json()).value).toHaveLength(1);
  });

  it('answers bad input with 400 and the field issues', async () => {
    const response = await post(served, 'createPlayer', { name: '' }, served.token);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ ok: false, error: { code: 'invalid', issues: [{ path: 'name', key: 'required' }] } });
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

  it('the data written through HTTP is in the file', async () => {
    await served.stop();
    const listed = kabeArbiter(['--db', db, 'players', '--json']);
    expect(JSON.parse(listed.stdout).map((p: { name: string }) => p.name)).toEqual(['Arbiter’s friend']);
    served = await serve(db);
  });
});
