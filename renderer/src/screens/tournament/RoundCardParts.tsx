// The parts of a round's card that a result typed leaves as they are — its printouts, its column heads, the keys it
// takes and the buttons for the mouse — each memoised, so that a result key renders the board it changed and the
// round's status, not these: they were half of that render's work (docs/performance.md).
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '#api/languages';
import { resultAllowed, type GameResult, type Scoring } from '#domain/results';
import type { RuleSet } from '#domain/vocabulary';
import { useConnection } from '../../api/context';
import { printDocument, saveExport } from '../../api/output';
import { ColumnHeads } from '../../components/ColumnHeads';
import { PrintButtons } from '../../components/PrintButtons';
import { resultLabel } from './result-keys';

/** The round's pairings and the whole schedule: printed, or saved as a PDF file (a save dialog in the window, a
 * download here); a failure is said through `onError`, with the round it was asked in. */
export const RoundPrintouts = memo(function RoundPrintouts({
  tournamentId,
  round,
  lang,
  onError,
}: {
  tournamentId: number;
  round: number;
  lang: Language;
  onError: (error: unknown, round: number) => void;
}) {
  const { t } = useTranslation();
  const connection = useConnection();
  const savePdf = (kind: 'pairings' | 'schedule', asked?: number) =>
    void saveExport(connection, tournamentId, 'pdf', lang, kind, asked).catch((error: unknown) =>
      onError(error, round),
    );
  return (
    <div className="actions">
      <PrintButtons request={{ tournamentId, kind: 'pairings', round, lang }} label={t('print.pairings')} />
      <button type="button" onClick={() => void printDocument(connection, { tournamentId, kind: 'schedule', lang })}>
        {t('print.schedule')}
      </button>
      <button type="button" onClick={() => savePdf('pairings', round)}>
        {t('print.pairingsPdf')}
      </button>
      <button type="button" onClick={() => savePdf('schedule')}>
        {t('print.schedulePdf')}
      </button>
    </div>
  );
});

/** The boards table's column heads. */
export const BoardColumnHeads = memo(function BoardColumnHeads() {
  const { t } = useTranslation();
  return (
    <ColumnHeads
      columns={[
        { label: t('rounds.board'), align: 'num' },
        { label: t('participants.lot'), align: 'num' },
        { label: t('rounds.white') },
        { label: t('rounds.result'), align: 'center' },
        { label: t('participants.lot'), align: 'num' },
        { label: t('rounds.black') },
      ]}
    />
  );
});

/** The keys this tournament takes: 0–0 under the FMJD's rules; "adjourned" under any clock (where games are played to
 * their end, by the arbiter's decision, asked at the sealing). */
export const RoundKeysHelp = memo(function RoundKeysHelp({ ruleSet }: { ruleSet: RuleSet }) {
  const { t } = useTranslation();
  return (
    <p className="muted small keys-help">
      {t('rounds.keys', {
        list: [
          t('rounds.keyResults'),
          ...(resultAllowed('0-0', ruleSet) ? [t('rounds.keyZeroZero')] : []),
          t('rounds.keyAdjourned'),
        ].join(' · '),
      })}
    </p>
  );
});

/** The results as buttons, for the arbiter who works with the mouse: each enters its result on the board that has
 * the cursor (`onResult`), and the last takes back the last change (`onUndo`). */
export const MouseResults = memo(function MouseResults({
  scoring,
  ruleSet,
  onResult,
  onUndo,
}: {
  scoring: Scoring;
  ruleSet: RuleSet;
  onResult: (result: GameResult) => void;
  onUndo: () => void;
}) {
  const { t } = useTranslation();
  const results: GameResult[] = [
    '1-0',
    '1/2-1/2',
    '0-1',
    '+/-',
    '-/+',
    '-/-',
    // The FMJD's premature draw, only where its rules are played.
    ...(resultAllowed('0-0', ruleSet) ? (['0-0'] as const) : []),
    'adjourned',
    null,
  ];
  return (
    <div className="mouse-results" aria-label={t('rounds.mouseHelp')}>
      {results.map((result) => (
        <button
          key={String(result)}
          type="button"
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => onResult(result)}
        >
          {result === null
            ? t('rounds.clear')
            : result === 'adjourned'
              ? t('rounds.adjourned')
              : resultLabel(result, scoring)}
        </button>
      ))}
      <button type="button" onClick={onUndo}>
        {t('rounds.undo')}
      </button>
    </div>
  );
});
