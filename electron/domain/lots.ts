// Drawing lots (appendix: "Esmalt saavad kõik turniirist osavõtjad loosimise teel numbri"): every participant gets a
// number 1..n, at random or as the arbiter enters them. A random draw is made from a recorded seed, so that it can
// be shown and reproduced. The "Märkus" of the appendix — drawing which table round is played next — uses the same.
import { phrase, PhraseError } from './phrase';
import { MAX_PLAYERS, MIN_PLAYERS } from './vocabulary';

/** A small, well-mixed PRNG (mulberry32): the same seed always gives the same sequence, on every machine. */
export function mulberry32(state: number): () => number {
  let a = state >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Turns any seed text into the PRNG's 32-bit state (FNV-1a). */
function seedState(seed: string): number {
  let hash = 0x811c9dc5;
  for (const ch of seed) {
    hash ^= ch.codePointAt(0)!;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/** A fresh seed to record with a draw: eight letters and digits an arbiter can read out. */
export function newSeed(random: () => number = Math.random): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  return Array.from({ length: 8 }, () => alphabet[Math.floor(random() * alphabet.length)]).join('');
}

/** Fisher–Yates with the seeded PRNG. */
export function seededShuffle<T>(items: readonly T[], seed: string): T[] {
  const next = mulberry32(seedState(seed));
  const result = [...items];
  for (let i = result.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [result[i], result[j]] = [result[j]!, result[i]!];
  }
  return result;
}

export class DrawError extends PhraseError {
  override name = 'DrawError';
}

/** Random draw: the participant at position i of the shuffled list gets number i + 1. */
export function drawLots<T>(participants: readonly T[], seed: string): { participant: T; no: number }[] {
  checkCount(participants.length);
  return seededShuffle(participants, seed).map((participant, index) => ({ participant, no: index + 1 }));
}

/** Numbers entered by hand (drawn on paper in the hall): every number 1..n exactly once. */
export function checkManualNumbers(numbers: readonly number[]): void {
  checkCount(numbers.length);
  const n = numbers.length;
  const seen = new Set<number>();
  for (const no of numbers) {
    if (!Number.isInteger(no) || no < 1 || no > n) throw new DrawError(phrase('lots.numberOutside', { max: n, no }));
    if (seen.has(no)) throw new DrawError(phrase('lots.numberTwice', { no }));
    seen.add(no);
  }
}

/** "Märkus": which of the remaining table rounds is played next, drawn with the seed and the round's number. */
export function drawNextTableRound(remaining: readonly number[], seed: string, round: number): number {
  if (remaining.length === 0) throw new DrawError(phrase('lots.allPlayed'));
  return seededShuffle(remaining, `${seed}/round ${round}`)[0]!;
}

function checkCount(n: number): void {
  if (n < MIN_PLAYERS || n > MAX_PLAYERS)
    throw new DrawError(phrase('lots.playerCount', { min: MIN_PLAYERS, max: MAX_PLAYERS, count: n }));
}
