// A board's envelope: the sealed envelope when the game is adjourned (to print, and to open at the resumption), else
// the form that seals one. The form is its own component, made anew whenever it is shown: after a seal, an undo or a
// change of board nothing typed before — above all no hidden sealed move — is left in it.
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useConnection } from '../../api/context';
import { useAnswer } from '../../components/use-answer';
import type { BoardToolsProps, EnvelopeRequest } from './board-tools';
import { EnvelopeForm } from './EnvelopeForm';
import { EnvelopeView } from './EnvelopeView';

export function EnvelopeTools({
  tournament,
  game,
  onChanged,
  envelopeRequested,
  onEnvelopeShown,
}: BoardToolsProps & EnvelopeRequest) {
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
  const setEnvelope = answer.set;

  if (envelope)
    return (
      <EnvelopeView
        tournament={tournament}
        envelope={envelope}
        onOpened={async (opened) => {
          setEnvelope(opened);
          await onChanged();
        }}
      />
    );
  if (!canWrite) return <p className="muted">{t('panel.notAdjourned')}</p>;
  return (
    <EnvelopeForm
      tournament={tournament}
      game={game}
      onSealed={async (sealed) => {
        setEnvelope(sealed);
        await onChanged();
      }}
      envelopeRequested={envelopeRequested}
      onEnvelopeShown={onEnvelopeShown}
    />
  );
}
