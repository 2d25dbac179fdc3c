// The rank register on the command line: `player ID --json` (the card the window shows), the card as text, the rank
// list as text, JSON and CSV with its filters, and clear refusals.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { PlayerCard, RankList } from '#api/views';
import { cli } from '../support/cli';
import { tempFolder } from '../support/store';

async function registry() {
  const db = path.join(tempFolder(), 'club.sqlite');
  const run = async (...args: string[]) =>
    JSON.parse((await cli(['--db', db, 'call', ...args])).stdout) as { id: number };
  const jaan = await run(
    'createPlayer',
    JSON.stringify({ name: 'Jaan Tamm', rank: 'II', club: 'Kalev', city: 'Tartu' }),
  );
  await run('createPlayer', JSON.stringify({ name: 'Mari Kask', rank: 'M', club: 'Tähe', city: 'Tallinn' }));
  await run('setPlayerRank', JSON.stringify({ playerId: jaan.id, rank: 'II', date: '2021-05-02', note: 'paberkaart' }));
  return { db, jaan };
}

describe('kabe-arbiter player and rank-list', () => {
  it('player ID --json answers the card; as text it reads like one', async () => {
    const { db, jaan } = await registry();
    const json = await cli(['--db', db, 'player', String(jaan.id), '--json']);
    expect(json.code).toBe(0);
    const card = JSON.parse(json.stdout) as PlayerCard;
    expect(card.player.name).toBe('Jaan Tamm');
    expect(card.standing).toMatchObject({ rank: 'II', validUntil: '2024-05-02', lapsed: true });
    expect(card.history.at(-1)).toMatchObject({ kind: 'set', date: '2021-05-02', note: 'paberkaart' });
    const text = await cli(['--db', db, 'player', String(jaan.id), '--lang', 'et']);
    expect(text.stdout).toContain('Järk: II');
    expect(text.stdout).toContain('02.05.2021  määratud II  — kohtuniku poolt: paberkaart');
    expect((await cli(['--db', db, 'player', '999'])).stderr).toBe(
      'kabe-arbiter: There is no player 999 in the registry.\n',
    );
  });

  it('rank-list: by rank, filtered, lapsing by a date, and as CSV', async () => {
    const { db } = await registry();
    const list = JSON.parse((await cli(['--db', db, 'rank-list', '--json'])).stdout) as RankList;
    expect(list.rows.map((r) => `${r.rank} ${r.name}`)).toEqual(['M Mari Kask', 'II Jaan Tamm']);
    const lapsing = JSON.parse(
      (await cli(['--db', db, 'rank-list', '--lapsing-by', '2025-01-01', '--json'])).stdout,
    ) as RankList;
    expect(lapsing.rows.map((r) => r.name)).toEqual(['Jaan Tamm']);
    const text = await cli(['--db', db, 'rank-list', '--city', 'Tallinn']);
    expect(text.stdout).toMatch(/^M +\d+ {2}Mari Kask {2}Tähe, Tallinn/);
    const csv = await cli(['--db', db, 'rank-list', '--format', 'csv', '--lang', 'ru']);
    const lines = csv.stdout.replace('\uFEFF', '').trim().split('\r\n');
    // A heading holding a comma is quoted: a reader opening the file with commas keeps it one cell (issue 51).
    expect(lines[0]).toBe(
      'Разряд;"Фамилия, имя";Клуб;Город;Г. р.;Разряд с;Последнее выполнение или подтверждение;Действителен до;Истёк;Событие;Основание',
    );
    // Russian lists are read surname first: so the registry writes them in Russian until a style is chosen.
    expect(lines[1]).toMatch(/^МС;Kask Mari;Tähe;Tallinn;;/);
    expect(lines[2]).toContain('2021-05-02;2021-05-02;2024-05-02;истёк;установлен II;судьёй: paberkaart');
    expect((await cli(['--db', db, 'rank-list', '--rank', 'X'])).stderr).toBe(
      'kabe-arbiter: --rank: Choose a rank: M, CM, I, II, III, IV, V, a youth rank (I–III), or Unranked.\n',
    );
    expect((await cli(['--db', db, 'rank-list', '--format', 'json'])).code).toBe(2);
  });
});
