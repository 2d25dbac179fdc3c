// A player as the registry has him: the answer of the registry's operations, and a part of many others (views.ts,
// register-views.ts).
import type { Rank } from '#domain/vocabulary';

export interface Player {
  id: number;
  /** The full name, given names first ("Jaan Tamm"). */
  name: string;
  surname: string;
  givenNames: string;
  /** Split from a one-string name by the migration and not yet checked by the arbiter. */
  nameUnsure: boolean;
  rank: Rank | null;
  /** The day his rank was achieved as the register has it; null without a rank or when nobody gave it. */
  rankSince: string | null;
  club: string | null;
  city: string | null;
  birthYear: number | null;
  /** M or F where the registry knows it: the women's rows of the title norms, a team's women's boards. */
  sex: 'M' | 'F' | null;
}
