// What a card of the tournament's setup is given: the tournament as last read, and what to do with the tournament a
// change of it gave back (the screen shows it at once).
import type { TournamentDetail } from '#api/views';

export interface TournamentCardProps {
  tournament: TournamentDetail;
  onChange: (tournament: TournamentDetail) => void;
}
