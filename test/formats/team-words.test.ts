import { describe, expect, it } from 'vitest';
import { TEAM_TIEBREAK_PRESETS } from '#domain/team-standings';
import { teamOrderNote } from '#formats/team-words';
import { catalogue } from '#i18n/catalogue';

// The sentence under a team table continues after its colon with the tiebreaks' names, which are written as column
// heads and choices ("Lauapunktid", «Очки на досках»): in the sentence they read in lower case, and Russian's «по»
// asked a dative the names do not have.
describe('the team table’s order sentence', () => {
  const tallinn = { ...TEAM_TIEBREAK_PRESETS.eklClubs, tiebreaks: [...TEAM_TIEBREAK_PRESETS.eklClubs.tiebreaks] };
  const settings = { ...tallinn, womensBoards: [3] };

  it('reads as Estonian', () => {
    expect(teamOrderNote(settings, catalogue('et'))).toBe(
      'Järjestatud matšipunktide järgi; võrdsete puhul otsustavad järjekorras: lauapunktid, 1. laud, siis 2. laud …, ' +
        'naistelauad viimasena, omavaheline matš, võidetud partiid.',
    );
  });

  it('reads as Russian', () => {
    expect(teamOrderNote(settings, catalogue('ru'))).toBe(
      'Места определяются по командным очкам; при равенстве учитываются по порядку: очки на досках, 1-я доска, ' +
        'затем 2-я …, женские доски последними, матч между равными, выигранные партии.',
    );
  });

  it('reads as English, a name of a person kept as it is written', () => {
    expect(
      teamOrderNote(
        { order: 'boardPoints', tiebreaks: ['teamSonnebornBerger', 'matchWins'], womensBoards: [] },
        catalogue('en'),
      ),
    ).toBe('Ordered by board points; ties split by, in turn: team Sonneborn-Berger, matches won.');
  });
});
