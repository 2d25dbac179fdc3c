// Ticking micro-matches on the settings form proposes what the regulations order them by (EKL 3.1, 3.2.2), as the
// service sets for a change that says nothing of it; unticking gives back the rule set's own tiebreaks.
import { describe, expect, it } from 'vitest';
import { chosenTiebreaks, formOf, withMicroMatch } from '#renderer/screens/tournament/settings-form';
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
