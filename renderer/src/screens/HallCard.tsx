// "Show in the hall": the arbiter turns the hall on and off, chooses this computer only or the venue's network (where
// everyone on it can read — said beside the choice), and sees its address as text and as a QR code for the players'
// phones, and how many pages are open on it. The hall shows every tournament being played unless its Setup hides it.
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isLanguage, LANGUAGES, type Language } from '#api/languages';
import { useConnection } from '../api/context';
import { askHall, type HallStatus } from '../api/hall';
import { useFormErrors } from '../components/form-errors';
import { Notice } from '../components/Notice';

/** How often the viewers are counted again while the hall runs. */
const COUNT_EVERY_MS = 3000;

export function HallCard() {
  const { t, i18n } = useTranslation();
  const connection = useConnection();
  const [status, setStatus] = useState<HallStatus | null>(null);
  const [network, setNetwork] = useState(false);
  // The hall's language: the screen's, until the arbiter chooses another for it.
  const [language, setLanguage] = useState<Language>(isLanguage(i18n.language) ? i18n.language : 'en');
  const [busy, setBusy] = useState(false);
  const { errors, show, clear } = useFormErrors([] as const);

  const ask = useCallback(
    async (request: Parameters<typeof askHall>[1]) => {
      setBusy(true);
      try {
        const answered = await askHall(connection, request);
        setStatus(answered);
        if (answered.running) setNetwork(answered.network);
        if (answered.running && answered.language) setLanguage(answered.language);
        clear();
      } catch (error) {
        show(error);
      } finally {
        setBusy(false);
      }
    },
    [connection, clear, show],
  );
  useEffect(() => {
    void ask({ action: 'status' });
  }, [ask]);
  const running = status?.running ?? false;
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => {
      void askHall(connection, { action: 'status' }).then(setStatus, () => {});
    }, COUNT_EVERY_MS);
    return () => clearInterval(timer);
  }, [running, connection]);

  const choose = (onNetwork: boolean) => {
    setNetwork(onNetwork);
    if (running) void ask({ action: 'start', network: onNetwork, language });
  };
  const speak = (chosen: Language) => {
    setLanguage(chosen);
    if (running) void ask({ action: 'start', network, language: chosen });
  };

  return (
    <section className="card hall-card" aria-labelledby="hall-heading">
      <h2 id="hall-heading">{t('hallCard.heading')}</h2>
      <label className="check">
        <input
          type="checkbox"
          checked={running}
          disabled={busy || status === null}
          onChange={(e) => void ask(e.target.checked ? { action: 'start', network, language } : { action: 'stop' })}
        />{' '}
        {t('hallCard.show')}
      </label>
      <fieldset className="choices">
        <legend>{t('hallCard.where')}</legend>
        <label>
          <input type="radio" name="hall-network" checked={!network} disabled={busy} onChange={() => choose(false)} />{' '}
          {t('hallCard.local')}
        </label>
        <label>
          <input type="radio" name="hall-network" checked={network} disabled={busy} onChange={() => choose(true)} />{' '}
          {t('hallCard.network')}
        </label>
      </fieldset>
      {network ? <p className="muted small">{t('hallCard.networkWarning')}</p> : null}
      <p>
        <label>
          {t('hallCard.language')}{' '}
          <select value={language} disabled={busy} onChange={(e) => speak(e.target.value as Language)}>
            {LANGUAGES.map((code) => (
              <option key={code} value={code}>
                {t(`hallCard.languages.${code}`)}
              </option>
            ))}
          </select>
        </label>
      </p>
      {status?.running && status.url ? (
        <div className="hall-address">
          {status.qr ? (
            <img src={status.qr} alt={t('hallCard.qr', { url: status.url })} width={148} height={148} />
          ) : null}
          <div>
            <p>
              <a href={status.url} target="_blank" rel="noreferrer" data-testid="hall-url">
                {status.url}
              </a>
            </p>
            <p className="muted small" data-testid="hall-viewers">
              {t('hallCard.viewers', { count: status.viewers })}
            </p>
            {status.otherUrls.length ? (
              <p className="muted small">{t('hallCard.otherUrls', { urls: status.otherUrls.join(', ') })}</p>
            ) : null}
            <p className="muted small">{t(status.network ? 'hallCard.onPairings' : 'hallCard.localOnly')}</p>
          </div>
        </div>
      ) : (
        <p className="muted small">{t('hallCard.off')}</p>
      )}
      <Notice text={errors.general} kind="error" />
    </section>
  );
}
