// A tournament's life: closed (results locked), reopened (confirmed, logged), deleted with its file saved first; a
// player who never played leaves the registry; the list shows where each tournament stands.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseTournamentFile } from '#formats/tournament-file';
import { apiError, serviceOnNewStore } from '../support/service';

function drawn(players = 4) {
  const s = serviceOnNewStore('2026-03-20T18:00:00Z');
  const tournament = s.call('createTournament', {
    name: 'Pärnu karikas 2026',
    variant: 'russian',
    ruleSet: 'ussr1953',
  });
  const ids = Array.from({ length: players }, (_, i) => s.call('createPlayer', { name: `Mängija ${i + 1}` }).id);
  for (const playerId of ids) s.call('addParticipant', { tournamentId: tournament.id, playerId });
  const schedule = s.call('drawLots', { tournamentId: tournament.id, method: 'random', seed: 'LIFE' });
  const enter = (round: number) => {
    for (const game of schedule.rounds[round - 1]!.games)
      s.call('recordResult', { tournamentId: tournament.id, gameId: game.id, result: '1-0' });
  };
  return { ...s, tournament, ids, schedule, enter };
}

describe('a tournament’s life', () => {
  it('the list says where each stands: not drawn, round k of n, every round played, finished', () => {
    const s = drawn();
    const state = () => s.call('listTournaments', {}).tournaments.find((t) => t.id === s.tournament.id)!.state;
    s.call('createTournament', { name: 'Tühi', variant: 'russian', ruleSet: 'ussr1953' });
    expect(s.call('listTournaments', {}).tournaments.find((t) => t.name === 'Tühi')!.state).toEqual({
      phase: 'setup',
      round: null,
      rounds: null,
    });
    expect(state()).toEqual({ phase: 'playing', round: 1, rounds: 3 });
    s.enter(1);
    expect(state()).toEqual({ phase: 'playing', round: 2, rounds: 3 });
    // A player who leaves after round 2 leaves no games to finish in round 3 (§38).
    s.enter(2);
    s.call('withdrawPlayer', { tournamentId: s.tournament.id, playerId: s.ids[0], afterRound: 2 });
    const round3 = s.schedule.rounds[2]!.games.filter(
      (g) => g.white.playerId !== s.ids[0] && g.black.playerId !== s.ids[0],
    );
    for (const game of round3)
      s.call('recordResult', { tournamentId: s.tournament.id, gameId: game.id, result: '0-1' });
    // Every round played, not closed yet: not "round 3 of 3".
    expect(state()).toEqual({ phase: 'played', round: 3, rounds: 3 });
    // The detail computes the same from the loaded tournament.
    expect(s.call('getTournament', { id: s.tournament.id }).state).toEqual(state());
    s.call('closeTournament', { id: s.tournament.id });
    expect(state()).toEqual({ phase: 'finished', round: 3, rounds: 3 });
  });

  it('closing locks the results; with games unfinished it asks first; reopening is confirmed and logged', () => {
    const s = drawn();
    s.enter(1);
    expect(apiError(() => s.call('closeTournament', { id: s.tournament.id })).message).toBe(
      '4 games have no final result yet; closing locks them as they are.',
    );
    const closed = s.call('closeTournament', { id: s.tournament.id, confirm: true });
    expect(closed.closedAt).toBe('2026-03-20T18:00:00.000Z');
    const game = s.schedule.rounds[1]!.games[0]!;
    expect(
      apiError(() => s.call('recordResult', { tournamentId: s.tournament.id, gameId: game.id, result: '1-0' }))
        .issues[0],
    ).toMatchObject({ key: 'tournamentClosed' });
    expect(
      apiError(() => s.call('updateTournamentSettings', { id: s.tournament.id, tiebreaks: ['koya'], confirm: true }))
        .issues[0],
    ).toMatchObject({ key: 'tournamentClosed' });
    expect(apiError(() => s.call('reopenTournament', { id: s.tournament.id })).issues[0]).toMatchObject({
      path: 'confirm',
    });
    expect(s.call('reopenTournament', { id: s.tournament.id, confirm: true }).closedAt).toBeNull();
    s.call('recordResult', { tournamentId: s.tournament.id, gameId: game.id, result: '1-0' });
    const actions = s.store.db.$client
      .prepare("select action from audit_log where action like 'tournament.%' order by id")
      .all();
    expect(actions).toEqual([
      { action: 'tournament.create' },
      { action: 'tournament.draw' },
      { action: 'tournament.close' },
      { action: 'tournament.reopen' },
    ]);
    expect(apiError(() => s.call('reopenTournament', { id: s.tournament.id, confirm: true })).issues[0]).toMatchObject({
      key: 'notClosed',
    });
  });

  it('deleting saves the tournament file beside the database first, then removes everything of it', () => {
    const s = drawn();
    s.enter(1);
    s.call('recordIncident', {
      tournamentId: s.tournament.id,
      gameId: s.schedule.rounds[1]!.games[0]!.id,
      kind: 'noShow',
      side: 'white',
    });
    expect(apiError(() => s.call('deleteTournament', { id: s.tournament.id })).issues[0]).toMatchObject({
      path: 'confirm',
      key: 'confirmRequired',
    });
    const deleted = s.call('deleteTournament', { id: s.tournament.id, confirm: true });
    expect(deleted.savedTo).toBe(
      path.join(path.dirname(s.store.file), 'backups', 'deleted', '2026-03-20-Pärnu-karikas-2026-1.kabe.json'),
    );
    const saved = parseTournamentFile(JSON.parse(fs.readFileSync(deleted.savedTo, 'utf8')));
    expect(saved.name).toBe('Pärnu karikas 2026');
    expect(saved.games.filter((g) => g.result !== null)).toHaveLength(3);
    for (const table of ['tournaments', 'participants', 'games', 'incidents']) expect(s.count(table), table).toBe(0);
    // The players stay in the registry; the log keeps what happened.
    expect(s.count('players')).toBe(4);
    expect(s.count("audit_log where action = 'tournament.delete'")).toBe(1);
  });

  it('a delete whose file cannot be written deletes nothing', () => {
    const s = drawn();
    // A file where the backups folder should be: the tournament file cannot be saved.
    fs.mkdirSync(path.join(path.dirname(s.store.file), 'backups'), { recursive: true });
    fs.writeFileSync(path.join(path.dirname(s.store.file), 'backups', 'deleted'), 'not a folder');
    expect(apiError(() => s.call('deleteTournament', { id: s.tournament.id, confirm: true })).issues[0]).toMatchObject({
      key: 'deleteNotSaved',
    });
    expect(s.count('tournaments')).toBe(1);
    expect(s.count('games')).toBe(6);
  });

  it('a player who never played can be deleted; one with tournaments stays, and the refusal names them', () => {
    const s = drawn();
    const newcomer = s.call('createPlayer', { name: 'Uus Tulija' });
    expect(s.call('deletePlayer', { id: newcomer.id })).toEqual({ id: newcomer.id, name: 'Uus Tulija' });
    expect(apiError(() => s.call('deletePlayer', { id: s.ids[0] })).message).toBe(
      'Mängija 1 has played in Pärnu karikas 2026; a player with tournaments stays in the registry.',
    );
    expect(s.count('players')).toBe(4);
  });
});
