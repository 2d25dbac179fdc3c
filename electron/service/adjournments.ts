// Use cases of adjourned games (§34–§36) and of incidents at the boards (illegal moves, forfeits).
import type { ParsedInput } from '#api/contract';
import { conflict, invalidField } from '#api/errors';
import { phrasePart } from '#api/messages';
import type { AdjournmentView, IncidentView, ScheduledPlayer } from '#api/views';
import type { Db } from '#db/db';
import {
  insertAdjournment,
  insertIncident,
  latestAdjournment,
  listIncidents,
  markOpened,
  type AdjournmentRow,
  type IncidentRow,
} from '#db/repositories/adjournments';
import { listGames, setGameResult, type GameRow } from '#db/repositories/games';
import type { TournamentRow } from '#db/repositories/tournaments';
import {
  earlyAdjournment,
  formatClock,
  parseClock,
  REST_BETWEEN_GAMES,
  resumptionAgainstDates,
  resumptionNeedsException,
} from '#domain/adjournment';
import { adjourns } from '#domain/clocks';
import { makeMove } from '#domain/draughts/moves';
import { formatFen, isMoveNotation, NotationError, parseFen } from '#domain/draughts/notation';
import { checkWrittenMove } from '#domain/draughts/sealed-move';
import { illegalMovePenalty, type PenaltyRuleSet } from '#domain/penalties';
import { phrase, storedPhrase, type Phrase } from '#domain/phrase';
import { keepsSection35Limits } from '#domain/regulations';
import { forfeitWonBy, isFinal, type GameResult } from '#domain/results';
import { citedAs, ruleToken } from '#formats/citations';
import { boardText, gamesInPairing } from '#formats/numbers';
import { writeWithAudit, type ServiceContext } from './context';
import { requireConfirmedReplacement, requireGame, requireGameForResult } from './game-guards';
import {
  lastRoundOf,
  loadTournament,
  playersOf,
  requireOpenTournament,
  requireTournament,
  scheduledPlayers,
} from './tournament-state';

/** A resumption before the tournament's first day is refused; one after its last day needs the arbiter's word. */
function requireResumptionInDates(tournament: TournamentRow, resumeAt: string | null, confirmedAfterEnd: boolean) {
  if (resumeAt === null) return;
  // The ISO values: each door writes them as its reader's language does.
  const at = resumeAt;
  const against = resumptionAgainstDates(resumeAt, tournament.startDate, tournament.endDate);
  if (against === 'beforeStart')
    throw invalidField('resumeAt', 'resumeBeforeStart', { at, start: tournament.startDate! });
  if (against === 'afterEnd' && !confirmedAfterEnd)
    throw conflict('resumeAt', 'resumeAfterEnd', { at, end: tournament.endDate! });
}

function players(db: Db, tournamentId: number, game: GameRow): { white: ScheduledPlayer; black: ScheduledPlayer } {
  const byId = scheduledPlayers(db, tournamentId);
  return { white: byId.get(game.whiteId)!, black: byId.get(game.blackId)! };
}

function view(db: Db, tournament: TournamentRow, game: GameRow, row: AdjournmentRow): AdjournmentView {
  // The sealed move and its verdict are shown to nobody before the envelope is opened (§36).
  const opened = row.openedAt !== null;
  const shown = opened;
  const stored =
    row.sealedCheck === null ? null : (row.sealedCheck as unknown as NonNullable<AdjournmentView['check']>);
  // The engine words the reading; the tournament's rule set names the article (§36, FIDE Guidelines I.8, …).
  const cited = ruleToken(tournament.ruleSet, 'sealedMove');
  const check = stored === null ? null : { ...stored, why: citedAs(storedPhrase(stored.why), cited) };
  let positionAfter: string | null = null;
  if (opened && check?.legal && row.sealedMove !== null) {
    const position = parseFen(tournament.variant, row.position);
    const checked = checkWrittenMove(position, row.sealedMove);
    if (checked.legal) positionAfter = formatFen(makeMove(position, checked.move));
  }
  const sealerUsed = row.sealer === 'white' ? row.whiteMinutes : row.blackMinutes;
  const movesMade = row.sealedMoveNumber - 1;
  const toNextControl = row.early
    ? earlyAdjournment({
        sessionMinutes: tournament.sessionHours * 60,
        opponentUsed: row.sealer === 'white' ? row.blackMinutes : row.whiteMinutes,
        sealerUsed,
        movesMade,
        movesPerHour: tournament.movesPerHour,
      }).toNextControl
    : null;
  return {
    gameId: game.id,
    round: game.round,
    board: game.board,
    leg: game.leg,
    ...players(db, tournament.id, game),
    position: row.position,
    sealer: row.sealer,
    sealedMoveNumber: row.sealedMoveNumber,
    sealedMove: shown ? row.sealedMove : null,
    sealedMoveTyped: row.sealedMove !== null,
    check: shown ? check : null,
    whiteUsed: formatClock(row.whiteMinutes),
    blackUsed: formatClock(row.blackMinutes),
    early: row.early,
    toNextControl,
    resumeAt: row.resumeAt,
    resumePlace: row.resumePlace,
    drawOfferPending: row.drawOfferPending,
    sealedAt: row.sealedAt,
    openedAt: row.openedAt,
    positionAfter,
    warnings: keepsSection35Limits(tournament.ruleSet)
      ? otherAdjournedGames(db, tournament.id, game, gamesInPairing(tournament))
      : [],
  };
}

/** §35: a player with several adjourned games gets 15 minutes' rest between them — name his other ones. */
function otherAdjournedGames(db: Db, tournamentId: number, game: GameRow, severalGames: boolean): Phrase[] {
  const person = scheduledPlayers(db, tournamentId);
  const warnings: Phrase[] = [];
  for (const participantId of [game.whiteId, game.blackId]) {
    const others = listGames(db, tournamentId).filter(
      (g) =>
        g.id !== game.id && g.result === 'adjourned' && (g.whiteId === participantId || g.blackId === participantId),
    );
    for (const other of others) {
      warnings.push(
        phrase('adjournment.restBetween', {
          name: person.get(participantId)!.name,
          round: other.round ?? '',
          board: boardText(other, severalGames),
          minutes: REST_BETWEEN_GAMES,
        }),
      );
    }
  }
  return warnings;
}

/** A recorded penalty; one recorded before phrases existed holds its explanation as an English sentence. */
function storedPenalty(stored: NonNullable<IncidentView['penalty']>): NonNullable<IncidentView['penalty']> {
  return { ...stored, explanation: storedPhrase(stored.explanation) };
}

function incidentView(row: IncidentRow, count: number | null): IncidentView {
  return {
    id: row.id,
    gameId: row.gameId,
    kind: row.kind,
    side: row.side,
    moveNumber: row.moveNumber,
    move: row.move,
    ruleSet: row.ruleSet,
    count,
    penalty: row.penalty ? storedPenalty(row.penalty as unknown as NonNullable<IncidentView['penalty']>) : null,
    resultApplied: row.resultApplied as GameResult,
    note: row.note,
    createdAt: row.createdAt,
  };
}

/** The result a forfeit gives (§32, §39): the side at fault loses by forfeit; both absent lose both. */
function forfeitResult(kind: IncidentRow['kind'], side: IncidentRow['side']): GameResult {
  if (kind === 'bothAbsent' || side === 'both') return '-/-';
  return forfeitWonBy(side === 'white' ? 'black' : 'white');
}

export const adjournmentHandlers = (ctx: ServiceContext) => ({
  adjournGame: (input: ParsedInput<'adjournGame'>): AdjournmentView =>
    writeWithAudit(ctx, (db, now) => {
      const tournament = requireOpenTournament(db, input.tournamentId);
      // Only a control with sessions adjourns by itself: under an increment or a base time a game is played to its
      // end. The arbiter may still have to stop one (a power failure, the hall's closing time): asked, and the
      // envelope is then kept under the rule set's own article on sealing — never the 1953 rules' in another set.
      if (!adjourns(tournament.clock) && !input.confirmArbiterAdjournment)
        throw conflict(
          'confirmArbiterAdjournment',
          tournament.clock === 'increment' ? 'noAdjournmentUnderIncrement' : 'noAdjournmentUnderBase',
          {
            base: tournament.baseMinutes ?? 0,
            increment: tournament.incrementSeconds ?? 0,
            rule: ruleToken(tournament.ruleSet, 'sealing'),
          },
        );
      const game = requireGame(db, tournament.id, input.gameId);
      const loaded = loadTournament(db, tournament.id);
      requireGameForResult(loaded, game, playersOf(loaded.participants));
      // §34: one envelope at a time; a sealed envelope is never sealed again or overwritten.
      const sealed = latestAdjournment(db, game.id);
      if (sealed && sealed.openedAt === null)
        throw conflict('gameId', 'envelopeAlreadySealed', { at: sealed.sealedAt });
      if (isFinal(game.result) && !input.confirm)
        throw conflict('gameId', 'adjournFinishedGame', { result: game.result });
      let position;
      try {
        position = parseFen(tournament.variant, input.position);
      } catch (error) {
        if (error instanceof NotationError)
          throw invalidField('position', 'positionInvalid', { detail: phrasePart(error.said) });
        throw error;
      }
      requireResumptionInDates(tournament, input.resumeAt, input.confirmResumeAfterEnd);
      // §36: the move is kept as the sealer wrote it; a text that is no move at all is more likely the arbiter's slip
      // (a field typed into twice) than the sealer's, so it is asked about — never judged against the position.
      if (
        input.sealedMove !== null &&
        !isMoveNotation(tournament.variant, input.sealedMove) &&
        !input.confirmSealedMove
      )
        throw conflict('sealedMove', 'sealedMoveNotNotation', {
          variant: [{ key: `variant.${tournament.variant}` }],
          example: tournament.variant === 'russian' ? 'c3-d4' : '32-28',
          rule: ruleToken(tournament.ruleSet, 'sealedMove'),
        });
      // §34: the player to move seals.
      const sealer = position.toMove;
      let whiteMinutes = parseClock(input.whiteUsed)!;
      let blackMinutes = parseClock(input.blackUsed)!;
      if (input.early) {
        // §34: sealing before the session ends, the sealer charges himself the rest of the session.
        const recorded = earlyAdjournment({
          sessionMinutes: tournament.sessionHours * 60,
          opponentUsed: sealer === 'white' ? blackMinutes : whiteMinutes,
          sealerUsed: sealer === 'white' ? whiteMinutes : blackMinutes,
          movesMade: input.sealedMoveNumber - 1,
          movesPerHour: tournament.movesPerHour,
        }).recorded;
        if (sealer === 'white') whiteMinutes = recorded;
        else blackMinutes = recorded;
      }
      // §36 gives no second chance: the sealed move is stored unseen and unjudged until the envelope is opened.
      const row = insertAdjournment(db, {
        gameId: game.id,
        position: formatFen(position),
        sealer,
        sealedMoveNumber: input.sealedMoveNumber,
        sealedMove: input.sealedMove,
        sealedReading: null,
        sealedCheck: null,
        whiteMinutes,
        blackMinutes,
        early: input.early,
        resumeAt: input.resumeAt,
        resumePlace: input.resumePlace,
        drawOfferPending: input.drawOfferPending,
        sealedAt: now,
      });
      setGameResult(db, game, 'adjourned', now);
      return {
        result: view(db, tournament, { ...game, result: 'adjourned' }, row),
        audit: {
          action: 'game.adjourn',
          entity: 'game',
          entityId: game.id,
          tournamentId: tournament.id,
          before: { result: game.result },
          after: {
            result: 'adjourned',
            adjournmentId: row.id,
            sealer,
            sealedMoveNumber: input.sealedMoveNumber,
            paperEnvelope: input.sealedMove === null,
          },
        },
      };
    }),

  getAdjournment: (input: ParsedInput<'getAdjournment'>): AdjournmentView => {
    const tournament = requireTournament(ctx.db, input.tournamentId);
    const game = requireGame(ctx.db, tournament.id, input.gameId);
    const row = latestAdjournment(ctx.db, game.id);
    if (!row) throw conflict('gameId', 'notAdjourned', { id: game.id });
    return view(ctx.db, tournament, game, row);
  },

  openEnvelope: (input: ParsedInput<'openEnvelope'>): AdjournmentView =>
    writeWithAudit(ctx, (db, now) => {
      const tournament = requireOpenTournament(db, input.tournamentId);
      const game = requireGame(db, tournament.id, input.gameId);
      const row = latestAdjournment(db, game.id);
      if (!row) throw conflict('gameId', 'notAdjourned', { id: game.id });
      if (row.openedAt) throw conflict('gameId', 'envelopeAlreadyOpen', { at: row.openedAt });
      // §35: asked before the envelope is opened — an act that cannot be undone — never after. The hour is the 1953
      // rules' own; FIDE's guidelines and the FMJD's rules set no such limit (domain/regulations.ts).
      const hourRule = keepsSection35Limits(tournament.ruleSet);
      if (hourRule && input.minutesLeftInSession === undefined)
        throw invalidField('minutesLeftInSession', 'minutesLeftInvalid');
      const shortSession = hourRule && resumptionNeedsException(input.minutesLeftInSession!);
      if (shortSession && !input.confirmShortSession)
        throw conflict('minutesLeftInSession', 'resumeNeedsHour', { minutes: input.minutesLeftInSession! });
      if (row.sealedMove !== null && input.sealedMove !== null) throw conflict('sealedMove', 'sealedMoveAlreadyTyped');
      const sealedMove = row.sealedMove ?? input.sealedMove;
      if (sealedMove === null) throw invalidField('sealedMove', 'sealedMoveNeeded');
      // §36: judged now, at the opening, under the tournament's rule set.
      const check = checkWrittenMove(parseFen(tournament.variant, row.position), sealedMove);
      const opened = markOpened(db, row.id, {
        openedAt: now,
        sealedMove,
        sealedReading: check.reading,
        sealedCheck: {
          legal: check.legal,
          reading: check.reading,
          clerical: check.clerical,
          why: check.why,
        },
      });
      return {
        result: view(db, tournament, game, opened),
        audit: {
          action: 'envelope.open',
          entity: 'game',
          entityId: game.id,
          tournamentId: tournament.id,
          before: null,
          after: {
            sealedMove,
            typedAtOpening: row.sealedMove === null,
            legal: check.legal,
            minutesLeftInSession: input.minutesLeftInSession ?? null,
            shortSessionException: shortSession,
          },
        },
      };
    }),

  recordIncident: (input: ParsedInput<'recordIncident'>): IncidentView =>
    writeWithAudit(ctx, (db, now) => {
      const tournament = requireOpenTournament(db, input.tournamentId);
      const game = requireGame(db, tournament.id, input.gameId);
      let penalty = null;
      let count: number | null = null;
      let result: GameResult = null;
      if (input.kind === 'illegalMove') {
        if (input.side === 'both') throw invalidField('side', 'illegalMoveOneSide');
        count =
          listIncidents(db, tournament.id, game.id).filter((i) => i.kind === 'illegalMove' && i.side === input.side)
            .length + 1;
        const rounds = listGames(db, tournament.id);
        const lastRound = lastRoundOf(db, tournament);
        const nextRoundStarted = rounds.some(
          (g) => g.round !== null && game.round !== null && g.round > game.round && g.result !== null,
        );
        penalty = illegalMovePenalty({
          ruleSet: tournament.ruleSet as PenaltyRuleSet,
          count,
          foundDuring: input.foundDuring,
          nextRoundStarted,
          lastRound: game.round === lastRound,
          opponentCanWin: input.opponentCanWin,
        });
        // The rule decides the game: a loss for the offender, or a draw.
        if (penalty.decides === 'loss') result = input.side === 'white' ? '0-1' : '1-0';
        if (penalty.decides === 'draw') result = '1/2-1/2';
      } else {
        // §32, §39: forfeits are written + and − in the crosstable.
        result = forfeitResult(input.kind, input.side);
      }
      if (result !== null) {
        // The same refusals as a result typed in the round view, and the same confirmation to replace one.
        const loaded = loadTournament(db, tournament.id);
        requireGameForResult(loaded, game, playersOf(loaded.participants));
        requireConfirmedReplacement(game.result, result, input.confirm);
        setGameResult(db, game, result, now);
      }
      const row = insertIncident(db, {
        gameId: game.id,
        kind: input.kind,
        side: input.side,
        moveNumber: input.moveNumber ?? null,
        move: input.move,
        position: input.position,
        ruleSet: tournament.ruleSet,
        penalty: penalty ? { ...penalty } : null,
        minutesToOpponent: penalty?.minutesToOpponent ?? 0,
        resultApplied: result,
        note: input.note,
        createdAt: now,
      });
      return {
        result: incidentView(row, count),
        audit: {
          action: `incident.${input.kind}`,
          entity: 'game',
          entityId: game.id,
          tournamentId: tournament.id,
          before: { result: game.result },
          after: { incidentId: row.id, side: input.side, result, penalty: penalty?.action ?? null },
        },
      };
    }),

  listIncidents: (input: ParsedInput<'listIncidents'>): IncidentView[] => {
    requireTournament(ctx.db, input.tournamentId);
    const rows = listIncidents(ctx.db, input.tournamentId, input.gameId);
    return rows.map((row) => {
      const count =
        row.kind === 'illegalMove'
          ? rows.filter(
              (r) => r.gameId === row.gameId && r.kind === 'illegalMove' && r.side === row.side && r.id <= row.id,
            ).length
          : null;
      return incidentView(row, count);
    });
  },
});
