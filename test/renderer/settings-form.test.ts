// Ticking micro-matches on the settings form proposes what the regulations order them by (EKL 3.1, 3.2.2), as the
// service sets for a change that says nothing of it; unticking gives back the rule set's own tiebreaks.
import { describe, expect, it } from 'vitest';
import {
  chosenTiebreaks,
  formOf,
  settingsOfForm,
  withMicroMatch,
  withTeamBoards,
} from '#renderer/screens/tournament/settings-form';
import { serviceOnNewStore } from '../support/service';

function formOfNew(ruleSet: 'fmjd' | 'ussr1953') {
  const s = serviceOnNewStore();
  const tournament = s.call('createTournament', { name: 'MV', variant: 'russian', ruleSet });
  return { s, tournament, form: formOf(tournament) };
}

describe('the settings form and micro-matches', () => {
  it('ticked: match points and the 3.2.2 tiebreaks — what the service sets when the save says nothing of them', () => {
    const { s, tournament, form } = formOfNew('fmjd');
    const ticked = withMicroMatch(form, true);
    expect([ticked.matchOrder, chosenTiebreaks(ticked.tiebreaks)]).toEqual([
      'matchPoints',
      ['riga', 'matchWins', 'matchH2h', 'smallPoints'],
    ]);
    const saved = s.call('updateTournamentSettings', { id: tournament.id, microMatch: true });
    expect([saved.settings.matchOrder, saved.settings.tiebreaks]).toEqual([
      ticked.matchOrder,
      chosenTiebreaks(ticked.tiebreaks),
    ]);
  });

  it('unticked: the rule set’s tiebreaks where the 3.2.2 ones were chosen; the arbiter’s own otherwise', () => {
    const fmjd = withMicroMatch(withMicroMatch(formOfNew('fmjd').form, true), false);
    expect(chosenTiebreaks(fmjd.tiebreaks)).toEqual(['wins', 'h2h', 'higherPlaced']);
    const of1953 = withMicroMatch(withMicroMatch(formOfNew('ussr1953').form, true), false);
    expect(chosenTiebreaks(of1953.tiebreaks)).toEqual(['sb', 'wins', 'h2h']);
    const own = { ...formOfNew('fmjd').form, tiebreaks: ['koya', ''] as ('koya' | '')[] };
    expect(chosenTiebreaks(withMicroMatch(own, false).tiebreaks)).toEqual(['koya']);
  });
});

describe('the settings form and women’s boards', () => {
  // The boards' number passes through nothing while it is typed again ("3" rubbed out, "4" typed): the women's boards
  // ticked are kept in the form until the save, which sends those within the boards.
  it('keeps the ticks while the boards are typed, and saves those within the boards', () => {
    const s = serviceOnNewStore();
    const tournament = s.call('createTournament', { name: 'Tallinna klubid', variant: 'russian', ruleSet: 'ussr1953' });
    const teams = { boards: 3, matchPoints: '2-1-0', order: 'matchPoints', tiebreaks: ['boardByBoard'] } as const;
    s.call('updateTournamentSettings', { id: tournament.id, teams: { ...teams, tiebreaks: [...teams.tiebreaks] } });
    const form = { ...formOf(s.call('getTournament', { id: tournament.id })) };
    form.teams = { ...form.teams!, womensBoards: [3] };
    const typed = (boards: number) => ({ ...form, teams: withTeamBoards(withTeamBoards(form.teams!, 0), boards) });
    expect(typed(0).teams.womensBoards).toEqual([3]);
    expect(settingsOfForm(typed(4), false).teams).toMatchObject({ boards: 4, womensBoards: [3] });
    const fewer = settingsOfForm(typed(2), false);
    expect(fewer.teams).toMatchObject({ boards: 2, womensBoards: [] });
    const saved = s.call('updateTournamentSettings', { id: tournament.id, ...fewer });
    expect(saved.settings.teams).toMatchObject({ boards: 2, womensBoards: [] });
  });
});
