// Scores as arbiters write them, shared by the screens, the printouts and the terminal: 4½, ½, 3; 6¾. And decimals
// as each language writes them.
import type { Language } from '#api/languages';
import { formatCoefficient, type NormNote } from '#domain/norms';
import type { Scoring } from '#domain/results';

/** A number the rules engine writes with a point (2.81) as the language writes it: 2,81 in Estonian and Russian
 * (the source's own tables), 2.81 in English. */
export function decimalIn(text: string, language: Language): string {
  return language === 'en' ? text : text.replace('.', ',');
}

/** A tournament coefficient, kept in hundredths, as the language writes it: 2,81 or 2.81. */
export function coefficientIn(hundredths: number, language: Language): string {
  return decimalIn(formatCoefficient(hundredths), language);
}

/** A note of the norm table with its values as the language writes them (the coefficient's decimal comma). */
export function normNoteParams(note: Pick<NormNote, 'params'>, language: Language): NormNote['params'] {
  const { coefficient } = note.params;
  return typeof coefficient === 'string'
    ? { ...note.params, coefficient: decimalIn(coefficient, language) }
    : note.params;
}

/** Points (in steps of ½) as written: 4½, ½, 3. */
export function formatPoints(value: number): string {
  const whole = Math.floor(value);
  const half = value - whole >= 0.5;
  return half ? (whole === 0 ? '½' : `${whole}½`) : String(whole);
}

/** Sonneborn-Berger (in steps of ¼) as written: 6¾, ¼, 3. */
export function formatQuarters(value: number): string {
  const whole = Math.floor(value);
  const fraction = ['', '¼', '½', '¾'][Math.round((value - whole) * 4)] ?? '';
  return whole === 0 && fraction ? fraction : `${whole}${fraction}`;
}

/** A result as written on a pairing list, from White's side, in the tournament's scale: "1 – 0", "½ – ½" (1–½–0) or
 * "2 – 0", "1 – 1" (2–1–0); "+ – −" either way; "" when there is none. */
export function formatResult(result: string | null, scoring: Scoring = '1-½-0'): string {
  const twoOneZero = scoring === '2-1-0';
  switch (result) {
    case '1-0':
      return twoOneZero ? '2 – 0' : '1 – 0';
    case '0-1':
      return twoOneZero ? '0 – 2' : '0 – 1';
    case '1/2-1/2':
      return twoOneZero ? '1 – 1' : '½ – ½';
    case '+/-':
      return '+ – −';
    case '-/+':
      return '− – +';
    case '-/-':
      return '− – −';
    case '0-0':
      return '0 – 0';
    default:
      return '';
  }
}

/** A game's board as the round's lists write it: "3"; where a pairing plays several games — a micro-match's two, a
 * team match's boards — its game there after it: "3·2" for the second game on board 3 (docs/micro-matches.md), or
 * board 2 of the third match (docs/teams.md). The pairing alone would name every board of a team match alike. */
export function boardText(game: { board: number; leg: number }, severalGames: boolean): string {
  return severalGames ? `${game.board}·${game.leg}` : String(game.board);
}

/** Whether a tournament's pairings play several games each (micro-matches, team matches): its games are then named
 * by the pairing and their place in it (`boardText`). */
export const gamesInPairing = (tournament: { microMatch: boolean; teamBoards: number | null }): boolean =>
  tournament.microMatch || tournament.teamBoards !== null;
