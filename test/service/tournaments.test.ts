import { describe, expect, it } from 'vitest';
import { apiError, serviceOnNewStore } from '../support/service';

function setup() {
  const { store, service, count } = serviceOnNewStore();
  const player = (name: string, rank: string | null = null) => service.call('createPlayer', { name, rank }).id;
  return { store, service, count, player };
}

const championship = {
  name: 'Eesti meistrivõistlused 2026',
  variant: 'russian',
  ruleSet: 'ussr1953',
  venue: 'Tartu',
  startDate: '2026-03-14',
  endDate: '2026-03-22',
  arbiter: 'A. Kohtunik',
};

describe('tournaments', () => {
  it('creates a tournament and lists it with its participant count', () => {
    const { service } = setup();
    const created = service.call('createTournament', championship);
    expect(created).toMatchObject({ ...championship, id: 1, participants: [], participantCount: 0 });
    expect(service.dispatch('listTournaments', {})).toEqual({
      tournaments: [
        {
          ...championship,
          id: 1,
          participantCount: 0,
          closedAt: null,
          state: { phase: 'setup', round: null, rounds: null },
        },
      ],
      total: 1,
    });
  });

  it('the list counts each tournament’s own participants, whatever their ids', () => {
    const { service, player } = setup();
    const first = service.call('createTournament', championship);
    const second = service.call('createTournament', { ...championship, name: 'Tartu lahtised 2026' });
    const third = service.call('createTournament', { ...championship, name: 'Tühi turniir' });
    const names = ['Tamm', 'Kask', 'Mänd', 'Saar', 'Paju'];
    for (const name of names) service.dispatch('addParticipant', { tournamentId: second.id, playerId: player(name) });
    for (const name of names.slice(0, 2))
      service.dispatch('addParticipant', { tournamentId: first.id, playerId: player(`${name} II`) });
    const counts = Object.fromEntries(
      service.call('listTournaments', {}).tournaments.map((t) => [t.id, t.participantCount]),
    );
    expect(counts).toEqual({ [first.id]: 2, [second.id]: 5, [third.id]: 0 });
  });

  it('refuses bad settings field by field: empty name, unknown variant, impossible date, end before start', () => {
    const { service, count } = setup();
    const error = apiError(() =>
      service.dispatch('createTournament', {
        ...championship,
        name: '',
        variant: 'chess',
        ruleSet: 'uscf',
        startDate: '2026-02-30',
      }),
    );
    expect(error.issues.map((found) => [found.path, found.key])).toEqual([
      ['name', 'required'],
      ['variant', 'variantInvalid'],
      ['ruleSet', 'ruleSetInvalid'],
      ['startDate', 'dateNoSuchDay'],
    ]);
    const backwards = apiError(() =>
      service.dispatch('createTournament', { ...championship, startDate: '2026-03-22', endDate: '2026-03-14' }),
    );
    expect(backwards.issues).toEqual([expect.objectContaining({ path: 'endDate', key: 'endBeforeStart' })]);
    expect(count('tournaments')).toBe(0);
    expect(count('audit_log')).toBe(0);
  });

  it('adds participants from the registry with their rank frozen at entry, and removes them', () => {
    const { service, player } = setup();
    const tournament = service.call('createTournament', championship);
    const tamm = player('Tamm', 'I');
    const kask = player('Kask', 'II');
    service.dispatch('addParticipant', { tournamentId: tournament.id, playerId: tamm });
    const withBoth = service.call('addParticipant', { tournamentId: tournament.id, playerId: String(kask) });
    expect(withBoth.participants.map((p) => [p.name, p.rank])).toEqual([
      ['Kask', 'II'],
      ['Tamm', 'I'],
    ]);
    // A later promotion in the registry does not change the rank the tournament started with.
    service.dispatch('updatePlayer', { id: tamm, name: 'Tamm', rank: 'CM' });
    const detail = service.call('getTournament', { id: tournament.id });
    expect(detail.participants.find((p) => p.name === 'Tamm')?.rank).toBe('I');
    const afterRemoval = service.call('removeParticipant', { tournamentId: tournament.id, playerId: kask });
    expect(afterRemoval.participants.map((p) => p.name)).toEqual(['Tamm']);
    expect(afterRemoval.participantCount).toBe(1);
  });

  it('refuses a participant twice, a 21st participant, unknown players and tournaments — writing nothing', () => {
    const { service, player, count } = setup();
    const tournament = service.call('createTournament', championship);
    const ids = Array.from({ length: 21 }, (_, i) => player(`Player ${i + 1}`));
    for (const id of ids.slice(0, 20))
      service.dispatch('addParticipant', { tournamentId: tournament.id, playerId: id });
    const auditRows = count('audit_log');

    const twice = apiError(() => service.dispatch('addParticipant', { tournamentId: tournament.id, playerId: ids[0] }));
    expect(twice).toMatchObject({ code: 'conflict', message: 'Player 1 is already a participant.' });
    const tooMany = apiError(() =>
      service.dispatch('addParticipant', { tournamentId: tournament.id, playerId: ids[20] }),
    );
    expect(tooMany).toMatchObject({ code: 'conflict', message: 'A round robin takes at most 20 players.' });
    expect(apiError(() => service.dispatch('addParticipant', { tournamentId: 7, playerId: ids[0] }))).toMatchObject({
      code: 'not_found',
    });
    expect(
      apiError(() => service.dispatch('addParticipant', { tournamentId: tournament.id, playerId: 999 })),
    ).toMatchObject({ code: 'not_found' });
    expect(
      apiError(() => service.dispatch('addParticipant', { tournamentId: tournament.id, playerId: 'x' })),
    ).toMatchObject({ code: 'invalid' });
    expect(count('participants')).toBe(20);
    expect(count('audit_log')).toBe(auditRows);
  });

  it('refuses to remove someone who is not a participant', () => {
    const { service, player } = setup();
    const tournament = service.call('createTournament', championship);
    const id = player('Outsider');
    expect(
      apiError(() => service.dispatch('removeParticipant', { tournamentId: tournament.id, playerId: id })),
    ).toMatchObject({
      code: 'conflict',
      message: 'Outsider is not a participant.',
    });
  });
  it('a settings form sends what the arbiter changed: another window’s other changes stay, the same ones are refused', () => {
    const { service, count } = setup();
    const tournament = service.call('createTournament', championship);
    const id = tournament.id;
    // Two windows open the settings; the first changes the venue and the tiebreak order.
    service.call('updateTournamentSettings', {
      id,
      venue: 'Pärnu',
      tiebreaks: ['koya', 'sb'],
      was: { venue: 'Tartu', tiebreaks: tournament.settings.tiebreaks },
    });
    // The second changes the arbiter only: the first window's venue and tiebreaks stay.
    const merged = service.call('updateTournamentSettings', {
      id,
      arbiter: 'B. Kohtunik',
      was: { arbiter: 'A. Kohtunik' },
    });
    expect(merged).toMatchObject({ venue: 'Pärnu', arbiter: 'B. Kohtunik' });
    expect(merged.settings.tiebreaks).toEqual(['koya', 'sb']);
    // The second window also changes the venue it was shown as Tartu (an empty field is shown as ""): refused,
    // nothing written, the venue named as changed elsewhere.
    const audited = count('audit_log');
    const refused = apiError(() =>
      service.call('updateTournamentSettings', {
        id,
        venue: 'Viljandi',
        movesPerHour: 18,
        was: { venue: 'Tartu', movesPerHour: 15 },
      }),
    );
    expect(refused.code).toBe('conflict');
    expect(refused.issues.map((found) => [found.path, found.key])).toEqual([
      ['was', 'settingsChangedElsewhere'],
      ['venue', 'settingChangedElsewhere'],
    ]);
    expect(refused.message).toMatch(/^The settings of Eesti meistrivõistlused 2026 were changed elsewhere/);
    expect(count('audit_log')).toBe(audited);
    expect(service.call('getTournament', { id })).toMatchObject({ venue: 'Pärnu', settings: { movesPerHour: 15 } });
    // Rank counting is compared as values, whatever order its keys come in.
    const counting = service.call('getTournament', { id }).settings.rankCounting;
    const saved = service.call('updateTournamentSettings', {
      id,
      rankCounting: { ...counting, unranked: counting.unranked + 1 },
      was: { rankCounting: { unranked: counting.unranked, CM: counting.CM, M: counting.M } },
    });
    expect(saved.settings.rankCounting.unranked).toBe(counting.unranked + 1);
  });
});
