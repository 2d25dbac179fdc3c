// What a board's tools are given by the round screen: the tournament, the game, and what to do once they changed it;
// and whether the key `a` asked for the envelope form.
import type { ScheduledGame, TournamentDetail } from '#api/views';

export interface BoardToolsProps {
  tournament: TournamentDetail;
  game: ScheduledGame;
  onChanged: () => Promise<void>;
}

export interface EnvelopeRequest {
  /** The key `a` in the round view asked for this game's envelope form (a game is adjourned only with one, §34). */
  envelopeRequested: boolean;
  /** Called once the form has the cursor. */
  onEnvelopeShown: () => void;
}
