// Clocks of today beside §32's moves in an hour: a base time with an increment per move (FMJD events: 1 h 20 min +
// 1 min a move), or a base time alone. Only a control with sessions adjourns; under the others a game is played to
// its end, and an envelope is refused with the reason. The control is carried by the tournament file and printed.
import { describe, expect, it } from 'vitest';
import { sealedEnvelope } from '../support/envelope';
import { apiError, serviceOnNewStore } from '../support/service';

function drawn(ruleSet: 'fmjd' | 'ussr1953') {
  const s = serviceOnNewStore('2026-11-25T10:00:00Z');
  const tournament = s.call('createTournament', { name: 'Kell', variant: 'russian', ruleSet });
  for (const name of ['Jaan Tamm', 'Mari Kask', 'Peeter Mänd', 'Aadu Saar'])
    s.call('addParticipant', { tournamentId: tournament.id, playerId: s.call('createPlayer', { name }).id });
  const schedule = s.call('drawLots', { tournamentId: tournament.id, method: 'random', seed: 'KELL' });
  return { s, id: tournament.id, game: schedule.rounds[0]!.games[0]! };
}

describe('time controls', () => {
  it('FMJD plays 1 h 20 min + 1 min a move: printed so, and a game is adjourned only by the arbiter’s decision', () => {
    const { s, id, game } = drawn('fmjd');
    expect(s.call('getTournament', { id }).settings).toMatchObject({
      clock: 'increment',
      baseMinutes: 80,
      incrementSeconds: 60,
    });
    const { html } = s.call('printout', { tournamentId: id, kind: 'participants', lang: 'et' });
    expect(html).toContain('80 min + 60 s käigu kohta');
    // Played to the end: an envelope is a question — an adjournment by the arbiter's decision (a power failure, the
    // hall's closing time) — citing the tournament's own regulations, never the 1953 rules.
    const refused = apiError(() => s.call('adjournGame', sealedEnvelope(id, game.id)));
    expect(refused.issues[0]).toMatchObject({
      path: 'confirmArbiterAdjournment',
      key: 'noAdjournmentUnderIncrement',
      params: { base: 80, increment: 60, rule: 'tournament' },
    });
    expect(refused.message).not.toMatch(/§/);
    expect(s.count('adjournments')).toBe(0);
    const sealed = s.call('adjournGame', { ...sealedEnvelope(id, game.id), confirmArbiterAdjournment: true });
    expect(sealed.gameId).toBe(game.id);
    expect(s.count('adjournments')).toBe(1);
    // The file carries the control, and reads back with it.
    const file = s.call('exportTournament', { id });
    expect(file.settings).toMatchObject({ clock: 'increment', baseMinutes: 80, incrementSeconds: 60 });
    const again = serviceOnNewStore();
    const copy = again.call('importTournament', { file });
    expect(again.call('getTournament', { id: copy.id }).settings.clock).toBe('increment');
  });

  it('a time control changed after games were played is asked, then changed and logged', () => {
    const { s, id, game } = drawn('ussr1953');
    expect(s.call('updateTournamentSettings', { id, movesPerHour: 18 }).settings.movesPerHour).toBe(18);
    s.call('recordResult', { tournamentId: id, gameId: game.id, result: '1-0' });
    expect(apiError(() => s.call('updateTournamentSettings', { id, movesPerHour: 20 })).issues[0]).toMatchObject({
      path: 'clock',
      key: 'timeControlChangeNeedsConfirm',
    });
    expect(s.call('getTournament', { id }).settings.movesPerHour).toBe(18);
    expect(s.call('updateTournamentSettings', { id, movesPerHour: 20, confirm: true }).settings.movesPerHour).toBe(20);
  });

  it('the 1953 rules play moves in an hour and adjourn; a base time needs its minutes; a file without a clock is as before', () => {
    const { s, id, game } = drawn('ussr1953');
    expect(s.call('getTournament', { id }).settings).toMatchObject({ clock: 'movesPerHour', baseMinutes: null });
    expect(s.call('adjournGame', sealedEnvelope(id, game.id)).gameId).toBe(game.id);
    expect(apiError(() => s.call('updateTournamentSettings', { id, clock: 'base' })).issues[0]).toMatchObject({
      path: 'baseMinutes',
      key: 'required',
    });
    // A game has been adjourned under the old control: the change is confirmed.
    expect(
      s.call('updateTournamentSettings', { id, clock: 'base', baseMinutes: '90', confirm: true }).settings,
    ).toMatchObject({
      clock: 'base',
      baseMinutes: 90,
    });
    const { html } = s.call('printout', { tournamentId: id, kind: 'participants', lang: 'ru' });
    expect(html).toContain('90 мин на партию');
    const file = s.call('exportTournament', { id });
    const { clock: _clock, baseMinutes: _base, incrementSeconds: _increment, ...older } = file.settings;
    const other = serviceOnNewStore();
    const imported = other.call('importTournament', { file: { ...file, settings: older } });
    expect(other.call('getTournament', { id: imported.id }).settings.clock).toBe('movesPerHour');
  });

  it('“national championship” says what it means and whom it credits before it is set; masters keep their title by it', () => {
    const s = serviceOnNewStore('2026-11-25T10:00:00Z');
    const { id } = s.call('createTournament', { name: 'Eesti MV', variant: 'russian', ruleSet: 'ussr1953' });
    for (const [name, rank] of [
      ['Jaan Tamm', 'M'],
      ['Mari Kask', 'II'],
      ['Aadu Saar', null],
    ] as const)
      s.call('addParticipant', {
        tournamentId: id,
        playerId: s.call('createPlayer', { name, ...(rank ? { rank } : {}) }).id,
      });
    const asked = apiError(() => s.call('updateTournamentSettings', { id, nationalChampionship: true }));
    expect(asked.issues[0]).toMatchObject({
      path: 'nationalChampionship',
      key: 'nationalChampionshipMeaning',
      params: { count: 2, credited: 'Mari Kask, Aadu Saar', masters: 'Jaan Tamm' },
    });
    expect(s.call('getTournament', { id }).settings.nationalChampionship).toBe(false);
    // With results entered, a change of the tiebreaks asks too: both questions at once, never one answering the other.
    const drawn = s.call('drawLots', { tournamentId: id, method: 'random', seed: 'MV' });
    s.call('recordResult', { tournamentId: id, gameId: drawn.rounds[0]!.games[0]!.id, result: '1-0' });
    const both = apiError(() =>
      s.call('updateTournamentSettings', { id, nationalChampionship: true, tiebreaks: ['wins'] }),
    );
    expect(both.issues.map((found) => found.key)).toEqual([
      'tiebreakChangeNeedsConfirm',
      'nationalChampionshipMeaning',
    ]);
    expect(
      s.call('updateTournamentSettings', { id, nationalChampionship: true, confirm: true }).settings
        .nationalChampionship,
    ).toBe(true);
  });
});
