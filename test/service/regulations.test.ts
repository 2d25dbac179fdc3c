// Each rule set cites its own rules (docs/regulations.md): a withdrawal under the FMJD's rules is decided by the
// tournament's threshold ("more than 50 %", as FMJD events' regulations write it) and cited as the tournament's own
// rule; under FIDE by the tournament rules C.06 V.4; under 1953 by §38, worded as before. A worked example, by hand:
// five players, single round robin (four games each, one bye); player 5 leaves having played 2 of his 4 games —
// exactly half: §38 and FIDE keep his results (his 2 unplayed games + for the opponents), an FMJD event annuls them.
import { describe, expect, it } from 'vitest';
import type { RuleSet } from '#domain/vocabulary';
import { withdrawalDecisionText } from '#formats/withdrawal-text';
import { catalogue } from '#i18n/catalogue';
import { apiError, drawLettered, serviceOnNewStore } from '../support/service';

function fivePlayersOneLeavesAtHalf(ruleSet: RuleSet) {
  const s = serviceOnNewStore('2026-11-25T10:00:00Z');
  const tournament = s.call('createTournament', { name: 'Pärnu lahtised 2026', variant: 'international', ruleSet });
  const { ids, schedule } = drawLettered(s, tournament.id, ['A', 'B', 'C', 'D', 'E']);
  // The round after which player 5 has played two games: every game up to it drawn.
  let played = 0;
  let afterRound = 0;
  for (const round of schedule.rounds) {
    for (const game of round.games)
      s.call('recordResult', { tournamentId: tournament.id, gameId: game.id, result: '1/2-1/2' });
    played += round.games.filter((g) => g.white.no === 5 || g.black.no === 5).length;
    afterRound = round.round!;
    if (played === 2) break;
  }
  const outcome = s.call('withdrawPlayer', { tournamentId: tournament.id, playerId: ids[4]!, afterRound });
  return { s, tournamentId: tournament.id, outcome, ids };
}

describe('a withdrawal decided and cited by the tournament’s own rules', () => {
  it('1953: exactly half played keeps the results (§38), worded as before', () => {
    const { outcome } = fivePlayersOneLeavesAtHalf('ussr1953');
    expect(outcome.decision).toMatchObject({ rule: 'forfeits', threshold: 'atLeastHalf', played: 2, total: 4 });
    expect(withdrawalDecisionText(outcome.decision!, catalogue('en'), 'ussr1953')).toMatch(
      /2 of 4 games played .* → at least half → their 2 unplayed games are \+ for the opponents \(§38\)\.$/,
    );
  });

  it('FIDE: at least 50 % keeps them too, cited as the FIDE tournament rules (C.06 V.4)', () => {
    const { outcome } = fivePlayersOneLeavesAtHalf('fide');
    expect(outcome.decision).toMatchObject({ rule: 'forfeits', threshold: 'atLeastHalf' });
    const text = withdrawalDecisionText(outcome.decision!, catalogue('en'), 'fide');
    expect(text).toContain('(FIDE tournament rules V.4)');
    expect(text).not.toContain('§');
  });

  it('FMJD: more than half is needed — at exactly half his games are annulled, cited as the tournament’s own rule', () => {
    const { s, tournamentId, outcome } = fivePlayersOneLeavesAtHalf('fmjd');
    expect(s.call('getTournament', { id: tournamentId }).settings.withdrawalThreshold).toBe('moreThanHalf');
    expect(outcome.decision).toMatchObject({ rule: 'annulled', threshold: 'moreThanHalf', played: 2, total: 4 });
    const table = s.call('getCrosstable', { tournamentId });
    expect(table.removed).toEqual([5]);
    expect(withdrawalDecisionText(table.withdrawals[0]!, catalogue('et'), 'fmjd')).toMatch(
      /4 partiist mängitud 2 → pool või vähem → .* \(turniiri juhendi reegel\)\.$/,
    );
    // Paper says the same, and no § of 1953 anywhere on it.
    const { html } = s.call('printout', { tournamentId, kind: 'schedule', lang: 'en' });
    expect(html).toContain('annulled (the tournament&#x27;s own rule)');
    expect(html).not.toMatch(/§3[2-9]/);
    const crosstable = s.call('printout', { tournamentId, kind: 'crosstable', lang: 'ru' }).html;
    expect(crosstable).toContain('половина или меньше');
    expect(crosstable).not.toMatch(/§3[2-9]/);
  });

  it('the arbiter may set the tournament’s own threshold; with a withdrawal recorded, the change is confirmed', () => {
    const { s, tournamentId } = fivePlayersOneLeavesAtHalf('fmjd');
    const refused = apiError(() =>
      s.call('updateTournamentSettings', { id: tournamentId, withdrawalThreshold: 'atLeastHalf' }),
    );
    expect(refused.issues[0]).toMatchObject({
      path: 'withdrawalThreshold',
      key: 'withdrawalThresholdChangeNeedsConfirm',
    });
    expect(s.call('getCrosstable', { tournamentId }).removed).toEqual([5]);
    s.call('updateTournamentSettings', { id: tournamentId, withdrawalThreshold: 'atLeastHalf', confirm: true });
    const table = s.call('getCrosstable', { tournamentId });
    expect(table.removed).toEqual([]);
    expect(table.withdrawals[0]).toMatchObject({ rule: 'forfeits', threshold: 'atLeastHalf', awarded: 2 });
    // The FMJD's rules leave it to the tournament: whatever it sets is cited as its own rule.
    expect(withdrawalDecisionText(table.withdrawals[0]!, catalogue('en'), 'fmjd')).toContain(
      "(the tournament's own rule)",
    );
    // The tournament file carries it, and reads back to the same decision.
    const file = s.call('exportTournament', { id: tournamentId });
    expect(file.settings.withdrawalThreshold).toBe('atLeastHalf');
    const again = serviceOnNewStore();
    const { id } = again.call('importTournament', { file });
    expect(again.call('getCrosstable', { tournamentId: id }).withdrawals[0]).toMatchObject({ rule: 'forfeits' });
  });

  it('a removal after the draw is refused citing the rule set’s withdrawal rule, not §38', () => {
    const { s, tournamentId, ids } = fivePlayersOneLeavesAtHalf('fide');
    const refused = apiError(() => s.call('removeParticipant', { tournamentId, playerId: ids[0]! }));
    expect(refused.issues[0]).toMatchObject({ key: 'removeAfterDraw', params: { rule: 'fideTournamentRules V.4' } });
    expect(catalogue('en')('errors.removeAfterDraw', { rule: 'fideTournamentRules V.4' })).toBe(
      'After the draw a participant leaves by withdrawal (FIDE tournament rules V.4), not by removal.',
    );
  });
});
