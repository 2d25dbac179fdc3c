// The round view's two questions about a result typed: replacing (or clearing) a final result, and a result in a round
// of micro-matches whose opening is not drawn yet — most often a stray key on the next round.
import { useTranslation } from 'react-i18next';
import type { ScheduledGame, TournamentDetail } from '#api/views';
import type { GameResult } from '#domain/results';
import { boardText } from '#formats/numbers';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { resultLabel } from './result-keys';

/** A result typed that waits for the arbiter's answer. */
export interface PendingResult {
  game: ScheduledGame;
  result: GameResult;
}

export function RoundQuestions({
  tournament,
  round,
  replacing,
  openingFirst,
  onReplace,
  onDrawOpening,
  onWithoutOpening,
  onCancel,
}: {
  tournament: TournamentDetail;
  /** The round shown. */
  round: number | null;
  /** A final result to be replaced or cleared. */
  replacing: PendingResult | null;
  /** A result typed before the round's opening was drawn. */
  openingFirst: PendingResult | null;
  onReplace: (pending: PendingResult) => void;
  onDrawOpening: () => void;
  onWithoutOpening: (pending: PendingResult) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const { scoring, microMatch: micro } = tournament.settings;
  return (
    <>
      <ConfirmDialog
        message={
          replacing
            ? replacing.result === null
              ? t('rounds.confirmClear', {
                  board: boardText(replacing.game, micro),
                  from: resultLabel(replacing.game.result, scoring),
                })
              : t('rounds.confirmReplace', {
                  board: boardText(replacing.game, micro),
                  from: resultLabel(replacing.game.result, scoring),
                  to: resultLabel(replacing.result, scoring),
                })
            : null
        }
        onConfirm={() => replacing && onReplace(replacing)}
        onCancel={onCancel}
      />
      <ConfirmDialog
        message={
          openingFirst && round !== null
            ? t('rounds.openingFirst', { round, board: boardText(openingFirst.game, micro) })
            : null
        }
        confirmLabel={t('openings.draw')}
        onConfirm={onDrawOpening}
        alternative={{
          label: t('rounds.withoutOpening'),
          onChoose: () => openingFirst && onWithoutOpening(openingFirst),
        }}
        onCancel={onCancel}
      />
    </>
  );
}
