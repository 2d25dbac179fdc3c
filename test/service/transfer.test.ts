// The tournament file as a backup that loses nothing, the checks an import shares with the screens, and the copies
// of the whole database made before a draw or an import.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createService } from '#service';
import { damagedDatabase } from '../support/damage';
import { apiError, serviceOnNewStore } from '../support/service';
import { openStore, tempFolder } from '../support/store';

/** A tournament holding everything a file must carry. */
function everything() {
  const s = serviceOnNewStore('2026-03-21T12:00:00Z');
  const tournament = s.call('createTournament', {
    name: 'Kõik sees 2026',
    variant: 'russian',
    ruleSet: 'fide',
    venue: 'Tartu',
    startDate: '2026-03-20',
    endDate: '2026-03-22',
    arbiter: 'Aino Kohtunik',
  });
  s.call('updateTournamentSettings', {
    id: tournament.id,
    movesPerHour: 18,
    sessionHours: 4,
    drawRoundOrder: true,
    tiebreaks: ['koya', 'sb'],
    rankCounting: { M: 0, CM: 1, unranked: 6 },
  });
  const ids = ['Jaan Tamm', 'Mari Kask', 'Peeter Mänd', 'Õnne Saar', 'Ülo Paju', 'Aadu Lepp'].map(
    (name, i) =>
      s.call('createPlayer', {
        name,
        rank: (['I', 'II', 'III'] as const)[i % 3],
        club: 'Kalev',
        city: 'Tartu',
        birthYear: 1980 + i,
      }).id,
  );
  for (const playerId of ids) s.call('addParticipant', { tournamentId: tournament.id, playerId });
  s.call('drawLots', { tournamentId: tournament.id, method: 'random', seed: 'KÕIK' });
  const round = (n: number) =>
    s.call('getSchedule', { tournamentId: tournament.id }).rounds.find((r) => r.round === n)!.games;
  for (const n of [1, 2]) {
    s.call('drawNextRound', { tournamentId: tournament.id });
    const [a, b, c] = round(n);
    s.call('recordResult', { tournamentId: tournament.id, gameId: a!.id, result: '1-0' });
    s.call('recordResult', { tournamentId: tournament.id, gameId: b!.id, result: '1/2-1/2' });
    if (n === 1) {
      // A forfeit with its reason, an illegal move with its penalty, a sealed and an opened envelope.
      s.call('recordIncident', {
        tournamentId: tournament.id,
        gameId: c!.id,
        kind: 'noShow',
        side: 'black',
        note: '30 minutes late (§32)',
      });
      s.call('recordIncident', {
        tournamentId: tournament.id,
        gameId: a!.id,
        kind: 'illegalMove',
        side: 'white',
        moveNumber: 12,
        move: 'c3-e5',
      });
      s.call('recordResult', { tournamentId: tournament.id, gameId: b!.id, result: '0-1', confirm: true });
      s.call('undoLastChange', { tournamentId: tournament.id });
    } else {
      s.call('adjournGame', {
        tournamentId: tournament.id,
        gameId: c!.id,
        position: 'B:Wc3,e3,g3:Bb6,d6,f6',
        sealedMoveNumber: 31,
        sealedMove: 'd6-c5',
        whiteUsed: '1:45',
        blackUsed: '1:50',
        resumeAt: '2026-03-22T10:00',
      });
    }
  }
  s.call('drawNextRound', { tournamentId: tournament.id });
  const [d] = round(3);
  s.call('adjournGame', {
    tournamentId: tournament.id,
    gameId: d!.id,
    position: 'W:Wc3:Bf6',
    sealedMoveNumber: 25,
    sealedMove: '',
    whiteUsed: '2:00',
    blackUsed: '2:05',
    drawOfferPending: true,
  });
  s.call('openEnvelope', {
    tournamentId: tournament.id,
    gameId: d!.id,
    minutesLeftInSession: 40,
    confirmShortSession: true,
    sealedMove: 'c3-d4',
  });
  for (const game of round(3).slice(1))
    s.call('recordResult', { tournamentId: tournament.id, gameId: game.id, result: '0-1' });
  s.call('withdrawPlayer', { tournamentId: tournament.id, playerId: ids[5], afterRound: 3 });
  s.call('closeTournament', { id: tournament.id, confirm: true });
  return { ...s, tournament };
}

describe('the tournament file: a backup that loses nothing', () => {
  it('export → import into an empty file → export again: identical', () => {
    const source = everything();
    const exported = source.call('exportTournament', { id: source.tournament.id });
    expect(exported.format).toBe('kabe-arbiter/tournament@4');
    expect(exported.settings).toMatchObject({
      movesPerHour: 18,
      sessionHours: 4,
      drawRoundOrder: true,
      tiebreaks: ['koya', 'sb'],
      rankCounting: { M: 0, CM: 1, unranked: 6 },
    });
    expect(exported.draw).toMatchObject({ method: 'random', seed: 'KÕIK' });
    expect(exported.closedAt).toBe('2026-03-21T12:00:00.000Z');
    // The round order drawn per round: rounds not drawn yet have no round.
    expect(exported.games.filter((g: { round: number | null }) => g.round === null)).toHaveLength(6);
    expect(exported.withdrawals).toEqual([{ player: expect.any(Number), afterRound: 3 }]);
    expect(
      exported.adjournments.map((a: { sealed: boolean; sealedMove: string | null; sealedCheck: unknown }) => [
        a.sealed,
        a.sealedMove,
        a.sealedCheck === null,
      ]),
    ).toEqual([
      [true, 'd6-c5', true],
      [false, 'c3-d4', false],
    ]);
    expect(
      exported.incidents.map((i: { kind: string; note: string | null; penalty: unknown }) => [
        i.kind,
        i.note,
        i.penalty !== null,
      ]),
    ).toEqual([
      ['noShow', '30 minutes late (§32)', false],
      ['illegalMove', null, true],
    ]);
    // The trail: every change of the tournament, with its undo linked by position and no database ids.
    const actions = exported.trail.map((entry: { action: string }) => entry.action);
    expect(actions).toContain('change.undo');
    expect(exported.trail.find((entry: { action: string }) => entry.action === 'change.undo')!.undoes).toBe(
      actions.indexOf('result.replace'),
    );
    expect(JSON.stringify(exported.trail)).not.toMatch(/"(tournamentId|gameId|incidentId|adjournmentId|withdrawalId)"/);

    const target = serviceOnNewStore('2026-04-01T09:00:00Z');
    const { id } = target.call('importTournament', { file: JSON.parse(JSON.stringify(exported)) });
    expect(target.call('exportTournament', { id })).toEqual(exported);
    // The same tournament: the same table, the same schedule.
    expect(target.call('getCrosstable', { tournamentId: id })).toEqual({
      ...source.call('getCrosstable', { tournamentId: source.tournament.id }),
      tournamentId: id,
      withdrawals: expect.any(Array),
    });
    // An imported history is not undone from the new file.
    target.call('reopenTournament', { id, confirm: true });
    expect(apiError(() => target.call('undoLastChange', { tournamentId: id })).issues[0]).toMatchObject({
      key: 'undoBeforeStart',
    });
  });
});

describe('a tournament before its draw', () => {
  it('goes out with its participants and comes back not drawn, ready for the lots — any number of them', () => {
    const s = serviceOnNewStore();
    const tournament = s.call('createTournament', { name: 'Ettevalmistus', variant: 'russian', ruleSet: 'ussr1953' });
    for (const name of ['Mari Kask', 'Jaan Tamm']) {
      const player = s.call('createPlayer', { name, rank: 'II' });
      s.call('addParticipant', { tournamentId: tournament.id, playerId: player.id });
    }
    const file = s.call('exportTournament', { id: tournament.id });
    expect(file.draw).toEqual({ method: null, seed: null, drawnAt: null });
    // Numbered in the list's order: by surname.
    expect(file.players.map((p) => [p.no, p.name])).toEqual([
      [1, 'Mari Kask'],
      [2, 'Jaan Tamm'],
    ]);
    expect(file.games).toEqual([]);
    // Read back on another computer: the same two participants, no numbers, no schedule; a third, and the draw.
    const target = serviceOnNewStore();
    const copy = target.call('getTournament', { id: target.call('importTournament', { file }).id });
    expect(copy.settings.drawnAt).toBeNull();
    expect(copy.participants.map((p) => [p.lotNo, p.name, p.rank])).toEqual([
      [null, 'Mari Kask', 'II'],
      [null, 'Jaan Tamm', 'II'],
    ]);
    expect(target.call('getSchedule', { tournamentId: copy.id }).rounds).toEqual([]);
    const third = target.call('createPlayer', { name: 'Peeter Mänd' });
    target.call('addParticipant', { tournamentId: copy.id, playerId: third.id });
    expect(target.call('drawLots', { tournamentId: copy.id, method: 'random', seed: 'X' }).rounds).toHaveLength(3);
  });

  it('a drawn tournament of fewer than three players is refused with the count, not a schema’s words', () => {
    const { call, count } = serviceOnNewStore();
    const file = {
      format: 'kabe-arbiter/tournament@2',
      name: 'Kahekesi',
      variant: 'russian',
      players: [
        { no: 1, name: 'Jaan Tamm' },
        { no: 2, name: 'Mari Kask' },
      ],
      games: [{ round: 1, white: 1, black: 2, result: '1-0' }],
    };
    expect(apiError(() => call('importTournament', { file })).message).toBe(
      'players: A drawn tournament has 3 to 20 players; this file lists 2.',
    );
    expect(count('tournaments')).toBe(0);
  });
});

describe('an import refuses what the screens refuse', () => {
  const tartu = JSON.parse(fs.readFileSync(new URL('../fixtures/tartu-6.json', import.meta.url), 'utf8'));

  it('the same limits as the forms: name lengths, dates, birth years', () => {
    const { call, count } = serviceOnNewStore();
    const tooLong = 'x'.repeat(101);
    const refused = (file: object) => apiError(() => call('importTournament', { file }));
    expect(
      refused({
        ...tartu,
        players: tartu.players.map((p: object, i: number) => (i === 1 ? { ...p, name: tooLong } : p)),
      }).message,
    ).toBe('players.1.name: At most 100 characters.');
    expect(
      refused({
        ...tartu,
        players: tartu.players.map((p: object, i: number) => (i === 0 ? { ...p, birthYear: 1850 } : p)),
      }).issues[0],
    ).toMatchObject({ path: 'players.0.birthYear', key: 'birthYearRange' });
    expect(refused({ ...tartu, startDate: '2026-02-30' }).issues[0]).toMatchObject({
      path: 'startDate',
      key: 'dateNoSuchDay',
    });
    expect(refused({ ...tartu, startDate: '2026-03-20', endDate: '2026-03-10' }).issues[0]).toMatchObject({
      path: 'endDate',
      key: 'endBeforeStart',
    });
    expect(refused({ ...tartu, name: '   ' }).issues[0]).toMatchObject({ path: 'name', key: 'required' });
    expect(count('tournaments')).toBe(0);
  });

  it('a withdrawal the rules do not accept (§38): a game played after the round he left', () => {
    const { call } = serviceOnNewStore();
    const file = { ...tartu, withdrawals: [{ player: 1, afterRound: 1 }] };
    expect(apiError(() => call('importTournament', { file })).message).toMatch(
      /^withdrawals\.0\.afterRound: Player 1 played round \d/,
    );
  });
});

describe('the same file read in twice', () => {
  const tartu = JSON.parse(fs.readFileSync(new URL('../fixtures/tartu-6.json', import.meta.url), 'utf8'));

  it('is stored a second time only when confirmed; another start date or variant is another tournament', () => {
    const { call, count } = serviceOnNewStore();
    const first = call('importTournament', { file: tartu });
    const refused = apiError(() => call('importTournament', { file: tartu }));
    expect(refused.issues[0]).toMatchObject({ path: 'file', key: 'importSameTournament' });
    expect(refused.message).toBe(
      `The database already has ${tartu.name} with the same variant and start date (tournament ${first.id}); ` +
        'importing the file again makes a second copy of it.',
    );
    // Nothing written: no tournament, no players, no audit row.
    expect([count('tournaments'), count('audit_log')]).toEqual([1, 1]);
    const second = call('importTournament', { file: tartu, confirm: true });
    expect(second.id).not.toBe(first.id);
    expect(count('tournaments')).toBe(2);
    // Next year's edition, or the same name in the other variant, is simply imported.
    call('importTournament', { file: { ...tartu, startDate: '2027-03-14', endDate: '2027-03-22' } });
    call('importTournament', {
      file: { ...tartu, variant: 'international', settings: { ...tartu.settings, movesPerHour: 25 } },
    });
    expect(count('tournaments')).toBe(4);
  });
});

describe('copies of the database before a draw or an import', () => {
  it('drawing leaves a copy holding the state before the draw; only the newest ten are kept', () => {
    const s = serviceOnNewStore();
    const tournament = s.call('createTournament', { name: 'Koopia', variant: 'russian', ruleSet: 'ussr1953' });
    for (const name of ['A Aa', 'B Bb', 'C Cc'])
      s.call('addParticipant', { tournamentId: tournament.id, playerId: s.call('createPlayer', { name }).id });
    s.call('drawLots', { tournamentId: tournament.id, method: 'random' });
    const folder = path.join(path.dirname(s.store.file), 'backups', 'automatic');
    const [copy] = fs.readdirSync(folder);
    expect(copy).toMatch(/^arbiter-2026-03-14T10-00-00-before-draw\.sqlite$/);
    const before = openStore(path.join(tempFolder(), 'copy.sqlite'));
    before.close();
    fs.copyFileSync(path.join(folder, copy!), path.join(path.dirname(before.file), 'copy.sqlite'));
    const reopened = openStore(before.file);
    const service = createService(reopened);
    expect(service.call('getTournament', { id: tournament.id }).settings.drawnAt).toBeNull();

    const file = s.call('exportTournament', { id: tournament.id });
    for (let i = 0; i < 11; i++) s.call('importTournament', { file, confirm: true });
    const copies = fs.readdirSync(folder);
    expect(copies).toHaveLength(10);
    expect(copies.every((name) => name.includes('before-import'))).toBe(true);
  });
});

describe('a database that reports damage', () => {
  it('takes no import, and says so with the problem; the app reports the background check’s finding', () => {
    const folder = tempFolder();
    const file = path.join(folder, 'damaged.sqlite');
    damagedDatabase(file, 300);

    const store = openStore(file);
    const service = createService(store, () => new Date('2026-03-21T12:00:00Z'));
    expect(service.dispatch('getStoreHealth', {})).toEqual({ state: 'checking', problems: [] });
    const auditBefore = (store.db.$client.prepare('select count(*) as n from audit_log').get() as { n: number }).n;
    const tournamentFile = everything().call('exportTournament', { id: 1 });
    const refused = apiError(() => service.dispatch('importTournament', { file: tournamentFile }));
    expect(refused.code).toBe('conflict');
    expect(refused.issues[0]).toMatchObject({ path: 'file', key: 'storeDamaged' });
    expect(refused.message).toMatch(/^The database reports damage \(.+\); nothing is imported into it/);
    expect((store.db.$client.prepare('select count(*) as n from audit_log').get() as { n: number }).n).toBe(
      auditBefore,
    );
    service.reportIntegrity({ ok: false, problems: ['Tree 4 page 5 cell 0: invalid page number'] });
    expect(service.dispatch('getStoreHealth', {})).toEqual({
      state: 'damaged',
      problems: ['Tree 4 page 5 cell 0: invalid page number'],
    });
  });
});
