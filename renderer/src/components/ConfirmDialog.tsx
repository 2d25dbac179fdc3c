// Asks the arbiter to confirm a change the rules make delicate (replacing a final result, changing the tiebreak
// order after round 1). Enter confirms, Escape cancels; the focus starts on "Confirm". A question with a third answer
// (draw the round's opening, or record the game as played without one) names its answers.
import { useCallback, useEffect, useRef, useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';

interface ConfirmDialogProps {
  message: string | null;
  onConfirm: () => void;
  onCancel: () => void;
  /** The answers' words, where "Confirm" and "Cancel" would not say what they do. */
  confirmLabel?: string;
  cancelLabel?: string;
  /** A third answer, between the two. */
  alternative?: { label: string; onChoose: () => void };
}

export function ConfirmDialog({
  message,
  onConfirm,
  onCancel,
  confirmLabel,
  cancelLabel,
  alternative,
}: ConfirmDialogProps) {
  const { t } = useTranslation();
  const dialog = useRef<HTMLDialogElement>(null);
  const confirmButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (message && !element.open) {
      element.showModal();
      confirmButton.current?.focus();
    } else if (!message && element.open) {
      element.close();
    }
  }, [message]);
  return (
    <dialog
      ref={dialog}
      className="confirm"
      aria-label={t('confirm.title')}
      onCancel={(event) => {
        event.preventDefault();
        onCancel();
      }}
    >
      <p>{message}</p>
      <div className="actions">
        <button ref={confirmButton} type="button" className="primary" onClick={onConfirm}>
          {confirmLabel ?? t('confirm.yes')}
        </button>
        {alternative ? (
          <button type="button" onClick={alternative.onChoose}>
            {alternative.label}
          </button>
        ) : null}
        <button type="button" onClick={onCancel}>
          {cancelLabel ?? t('confirm.no')}
        </button>
      </div>
    </dialog>
  );
}

/** A question and what to do on "Confirm": `ask(text, then)` opens the dialog; render `dialog` once in the screen. */
export function useConfirmation(): { ask: (text: string, then: () => void) => void; dialog: ReactElement } {
  const [asking, setAsking] = useState<{ text: string; then: () => void } | null>(null);
  const ask = useCallback((text: string, then: () => void) => setAsking({ text, then }), []);
  const dialog = (
    <ConfirmDialog
      message={asking?.text ?? null}
      onConfirm={() => {
        const then = asking?.then;
        setAsking(null);
        then?.();
      }}
      onCancel={() => setAsking(null)}
    />
  );
  return { ask, dialog };
}
