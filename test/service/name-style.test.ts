// A tournament shows names as its regulations or its federation writes them: given names first, surname first
// ("Иванов Иван Петрович"), or surname and initials ("Иванов И. П."). The setting reaches the participants, the
// schedule, the crosstable, the printouts and the tournament file's setting — while the file itself always carries
// the full name and its parts.
import { describe, expect, it } from 'vitest';
import { serviceOnNewStore } from '../support/service';

function tournamentOfThree() {
  const s = serviceOnNewStore('2026-11-25T10:00:00Z');
  const tournament = s.call('createTournament', {
    name: 'Кубок Нарвы',
    variant: 'russian',
    ruleSet: 'ussr1953',
    startDate: '2026-11-20',
    endDate: '2026-11-22',
  });
  const people = [
    { surname: 'Иванов', givenNames: 'Иван Петрович' },
    { surname: 'van der Berg', givenNames: 'Jan' },
    { surname: 'Tamm', givenNames: 'Jaan-Erik' },
  ];
  for (const person of people) {
    const { id } = s.call('createPlayer', { ...person, rank: 'II' });
    s.call('addParticipant', { tournamentId: tournament.id, playerId: id });
  }
  return { s, tournamentId: tournament.id };
}

describe('the tournament’s name style', () => {
  it('given names first by default; surname and initials everywhere the tournament shows names once chosen', () => {
    const { s, tournamentId } = tournamentOfThree();
    // Before the draw, the participants are listed by surname proper: Berg, Tamm, then Cyrillic.
    expect(s.call('getTournament', { id: tournamentId }).participants.map((p) => p.name)).toEqual([
      'Jan van der Berg',
      'Jaan-Erik Tamm',
      'Иван Петрович Иванов',
    ]);
    s.call('updateTournamentSettings', { id: tournamentId, nameStyle: 'surnameInitials' });
    s.call('drawLots', { tournamentId, method: 'random', seed: 'NARVA' });
    const names = ['van der Berg J.', 'Tamm J.-E.', 'Иванов И. П.'];
    expect(
      s
        .call('getTournament', { id: tournamentId })
        .participants.map((p) => p.name)
        .sort(),
    ).toEqual([...names].sort());
    const schedule = s.call('getSchedule', { tournamentId });
    expect(new Set(schedule.rounds.flatMap((r) => r.games.flatMap((g) => [g.white.name, g.black.name])))).toEqual(
      new Set(names),
    );
    expect(
      s
        .call('getCrosstable', { tournamentId })
        .players.map((p) => p.name)
        .sort(),
    ).toEqual([...names].sort());
    const { html } = s.call('printout', { tournamentId, kind: 'pairings', round: 1, lang: 'ru' });
    expect(names.some((name) => html.includes(name))).toBe(true);
    expect(html).not.toContain('Иван Петрович');

    // The file keeps the style as a setting and every name whole, with its parts.
    const file = s.call('exportTournament', { id: tournamentId });
    expect(file.settings.nameStyle).toBe('surnameInitials');
    expect(file.players.map((p) => [p.name, p.surname, p.givenNames]).sort()).toEqual(
      [
        ['Jan van der Berg', 'van der Berg', 'Jan'],
        ['Jaan-Erik Tamm', 'Tamm', 'Jaan-Erik'],
        ['Иван Петрович Иванов', 'Иванов', 'Иван Петрович'],
      ].sort(),
    );
  });

  it('surname first, as Russian crosstables list players; a style that is not one is refused', () => {
    const { s, tournamentId } = tournamentOfThree();
    s.call('updateTournamentSettings', { id: tournamentId, nameStyle: 'surnameFirst' });
    expect(s.call('getTournament', { id: tournamentId }).participants.map((p) => p.name)).toContain(
      'Иванов Иван Петрович',
    );
    expect(() => s.call('updateTournamentSettings', { id: tournamentId, nameStyle: 'initialsFirst' })).toThrow(
      /nameStyle/,
    );
  });

  it('a tournament is created in the style the screen sends (the registry’s), and the printed list of participants is headed by it', () => {
    const s = serviceOnNewStore('2026-11-25T10:00:00Z');
    const created = s.call('createTournament', {
      name: 'Первенство Нарвы',
      variant: 'russian',
      ruleSet: 'ussr1953',
      startDate: '2026-11-20',
      endDate: '2026-11-22',
      nameStyle: 'surnameFirst',
    });
    expect(created.settings.nameStyle).toBe('surnameFirst');
    const { id } = s.call('createPlayer', { surname: 'Иванов', givenNames: 'Иван Петрович', rank: 'II' });
    s.call('addParticipant', { tournamentId: created.id, playerId: id });
    const { html } = s.call('printout', { tournamentId: created.id, kind: 'participants', lang: 'ru' });
    expect(html).toContain('Фамилия, имя');
    expect(html).toContain('Иванов Иван Петрович');
  });
});
