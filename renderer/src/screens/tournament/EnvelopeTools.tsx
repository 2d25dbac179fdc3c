// A board's envelope: the sealed envelope when the game is adjourned (to print, and to open at the resumption), else
// the form that seals one. The form is its own component, made anew whenever it is shown: after a seal, an undo or a
// change of board nothing typed before — above all no hidden sealed move — is left in it.
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdjournmentView } from '#api/views';
import { useConnection } from '../../api/context';
import { errorText } from '../../components/error-text';
import { Notice } from '../../components/Notice';
import { useAnswer } from '../../components/use-answer';
import type { BoardToolsProps, EnvelopeRequest } from './board-tools';
import { EnvelopeForm } from './EnvelopeForm';
import { EnvelopeView } from './EnvelopeView';

export function EnvelopeTools(props: BoardToolsProps & EnvelopeRequest) {
  const { tournament, game, onChanged } = props;
  const { t } = useTranslation();
  const { api, canWrite } = useConnection();
  // Only an adjourned game has an envelope to show; any other shows the form that seals one.
  const answer = useAnswer(
    useCallback(
      async () =>
        game.result === 'adjourned' ? api.getAdjournment({ tournamentId: tournament.id, gameId: game.id }) : null,
      [api, game.id, game.result, tournament.id],
    ),
  );
  const envelope = answer.value;
  /** Sealed or opened: the envelope the change gave back is shown, and the round reads its games again. */
  const changed = async (next: AdjournmentView) => {
    answer.set(next);
    await onChanged();
  };

  if (envelope) return <EnvelopeView tournament={tournament} envelope={envelope} onOpened={changed} />;
  if (answer.error && game.result === 'adjourned') return <Notice text={errorText(answer.error, t)} kind="error" />;
  if (!canWrite) return <p className="muted">{t('panel.notAdjourned')}</p>;
  // Made anew when the game's result changes too: nothing typed for the game as it was is sealed for it as it is.
  return (
    <EnvelopeForm
      key={game.result ?? 'none'}
      tournament={tournament}
      game={game}
      onSealed={changed}
      envelopeRequested={props.envelopeRequested}
      onEnvelopeShown={props.onEnvelopeShown}
    />
  );
}
