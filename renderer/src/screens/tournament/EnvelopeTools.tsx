// A board's envelope: the sealed envelope when the game is adjourned (to print, and to open at the resumption), else
// the form that seals one. The form is its own component, made anew whenever it is shown: after a seal, an undo or a
// change of board nothing typed before — above all no hidden sealed move — is left in it.
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdjournmentView } from '#api/views';
import { useConnection } from '../../api/context';
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
  const [envelope, setEnvelope] = useState<AdjournmentView | null>(null);

  const load = useCallback(async () => {
    if (game.result !== 'adjourned') {
      setEnvelope(null);
      return;
    }
    try {
      setEnvelope(await api.getAdjournment({ tournamentId: tournament.id, gameId: game.id }));
    } catch {
      setEnvelope(null);
    }
  }, [api, game.id, game.result, tournament.id]);
  useEffect(() => {
    void load();
  }, [load]);

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
