// The tiebreak orders offered as one click each: one button per distinct order — the Estonian federation's and the
// FMJD's round robins break ties the same way (wins, the games between the tied, the higher-placed), so they are one
// button naming both — and the button of the order the slots hold marked as chosen.
import { MICRO_MATCH_TIEBREAKS, TIEBREAK_PRESETS, TIEBREAKS, type Tiebreak } from '#domain/standings';

export interface PresetButton {
  /** The catalogue key of its label (`settings.tiebreakPresets.…`). */
  label: string;
  order: readonly Tiebreak[];
}

/** Whether an order is one of a round robin of micro-matches (EKL 3.2.2). */
const ofMicroMatches = (order: readonly Tiebreak[]) => order.some((t) => MICRO_MATCH_TIEBREAKS.includes(t));

/** The tiebreaks a tournament may choose: those of micro-matches only in a round robin of micro-matches. */
export function tiebreakChoices(microMatch: boolean): readonly Tiebreak[] {
  return microMatch ? TIEBREAKS : TIEBREAKS.filter((t) => !MICRO_MATCH_TIEBREAKS.includes(t));
}

/** The distinct orders, each labelled by the regulations that use it; the micro-matches' order only for them. */
export function presetButtons(microMatch = false): PresetButton[] {
  const buttons: { names: string[]; order: readonly Tiebreak[] }[] = [];
  for (const [name, order] of Object.entries(TIEBREAK_PRESETS)) {
    if (ofMicroMatches(order) && !microMatch) continue;
    const same = buttons.find((button) => button.order.join() === order.join());
    if (same) same.names.push(name);
    else buttons.push({ names: [name], order });
  }
  return buttons.map(({ names, order }) => ({ label: `settings.tiebreakPresets.${names.join('-')}`, order }));
}

/** Whether the slots (empty ones at the end) hold exactly this order. */
export function isChosen(slots: readonly string[], order: readonly Tiebreak[]): boolean {
  return slots.filter((slot) => slot !== '').join() === order.join();
}
