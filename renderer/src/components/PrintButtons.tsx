// A printout offered on a screen: the button that prints it (the system's dialog in the window, the browser's here),
// and in browser mode the link that opens it as a page of its own.
import { useTranslation } from 'react-i18next';
import { useConnection } from '../api/context';
import { printDocument, printoutUrl, type PrintoutRequest } from '../api/output';

export function PrintButtons({ request, label }: { request: PrintoutRequest; label: string }) {
  const { t } = useTranslation();
  const connection = useConnection();
  return (
    <>
      <button type="button" onClick={() => void printDocument(connection, request)}>
        {label}
      </button>
      {connection.bridge ? null : (
        // Named with its printout to a screen reader (two such links side by side — match sheets and pairings — must not
        // read alike); the words seen are in the name, as spoken commands need.
        <a
          className="button"
          href={printoutUrl(request)}
          target="_blank"
          rel="noreferrer"
          aria-label={`${t('print.open')}: ${label}`}
        >
          {t('print.open')}
        </a>
      )}
    </>
  );
}
