// Where the hall's pages come from: the service's own answers — the ones the arbiter's screens get — read on the
// hall's read-only connection and cut down to what is published (public-view.ts).
import { ApiError } from '#api/errors';
import { MAX_PAGE } from '#api/operations';
import type { TournamentDetail } from '#api/views';
import type { Service } from '#service';
import { hallSummary, hallTournament, inHall, type HallSummary, type HallTournament } from './public-view';

export interface HallSource {
  /** The tournaments the hall shows — being played, or closed with their final standings — newest first. */
  tournaments(): HallSummary[];
  /** One of them; null for any other (unknown, not drawn, or hidden by the arbiter). */
  tournament(id: number): HallTournament | null;
}

export function hallSource(service: Service): HallSource {
  return {
    tournaments() {
      const shown: HallSummary[] = [];
      for (let offset = 0; ; offset += MAX_PAGE) {
        const page = service.call('listTournaments', { offset, limit: MAX_PAGE, inHall: true });
        shown.push(...page.tournaments.map(hallSummary));
        if (shown.length >= page.total || page.tournaments.length === 0) return shown;
      }
    },
    tournament(id) {
      let detail;
      try {
        detail = service.call('getTournament', { id });
      } catch (error) {
        if (error instanceof ApiError && (error.code === 'not_found' || error.code === 'invalid')) return null;
        throw error;
      }
      if (!inHall(detail)) return null;
      return published(service, detail);
    },
  };
}

/** A tournament as the hall and its website publish it, from the answers the screens get (a team round robin's with
 * its teams and matches). */
export function published(service: Service, detail: TournamentDetail): HallTournament {
  const id = detail.id;
  return hallTournament(
    detail,
    service.call('getSchedule', { tournamentId: id }),
    service.call('getCrosstable', { tournamentId: id }),
    detail.settings.kind === 'team' ? service.call('getTeams', { tournamentId: id }) : null,
  );
}
