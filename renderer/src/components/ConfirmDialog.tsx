// Asks the arbiter to confirm a change the rules make delicate (replacing a final result, changing the tiebreak
// order after round 1). Enter confirms, Escape cancels; the focus starts on "Confirm".
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

interface ConfirmDialogProps {
  message: string | null;
  onConfirm: () => void;
  onCancel: () => void;
}

export function ConfirmDialog({ message, onConfirm, onCancel }: ConfirmDialogProps) {
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
          {t('confirm.yes')}
        </button>
        <button type="button" onClick={onCancel}>
          {t('confirm.no')}
        </button>
      </div>
    </dialog>
  );
}
