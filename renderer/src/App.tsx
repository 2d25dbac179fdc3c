// The app frame: title, navigation, language choice, and the screen the route names. Later screens plug in here.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StoreHealth } from '#api/views';
import { useConnection } from './api/context';
import { Notice } from './components/Notice';
import { RegistryNamesProvider } from './components/registry-names';
import { useServerReach } from './components/server-reach';
import { LANGUAGES, isLanguage, rememberLanguage } from './i18n';
import { hrefOf, useRoute, type Route } from './router';
import { PlayerCardScreen } from './screens/PlayerCardScreen';
import { PlayerImportScreen } from './screens/PlayerImportScreen';
import { PlayersScreen } from './screens/PlayersScreen';
import { RankListScreen } from './screens/RankListScreen';
import { RatingsImportScreen } from './screens/RatingsImportScreen';
import { prefetchFor } from './screens/tournament/prefetch';
import { TournamentScreen } from './screens/tournament/TournamentScreen';
import { TournamentsScreen } from './screens/TournamentsScreen';

const LANGUAGE_NAMES: Record<(typeof LANGUAGES)[number], string> = { et: 'Eesti', en: 'English', ru: 'Русский' };

export function App() {
  const { t, i18n } = useTranslation();
  const { api, canWrite } = useConnection();
  const route = useRoute((next, previous) => prefetchFor(api, next, previous));
  const health = useStoreHealth(api);
  const serverLost = useServerReach(api);

  const section =
    route.screen === 'players' ||
    route.screen === 'player' ||
    route.screen === 'playerImport' ||
    route.screen === 'ratingsImport'
      ? 'players'
      : route.screen === 'ranks'
        ? 'ranks'
        : 'tournaments';
  const navItem = (target: Route, key: 'players' | 'tournaments' | 'ranks') => (
    <li>
      <a href={hrefOf(target)} aria-current={section === key ? 'page' : undefined}>
        {t(`nav.${key}`)}
      </a>
    </li>
  );

  return (
    <div className="app">
      <header className="app-header">
        <div className="brand">
          <span className="brand-mark" aria-hidden="true" />
          <div>
            <div className="brand-name">{t('app.title')}</div>
            <div className="brand-sub">{t('app.subtitle')}</div>
          </div>
        </div>
        <nav aria-label={t('nav.main')}>
          <ul>
            {navItem({ screen: 'players' }, 'players')}
            {navItem({ screen: 'tournaments' }, 'tournaments')}
            {navItem({ screen: 'ranks' }, 'ranks')}
          </ul>
        </nav>
        <label className="language">
          <span>{t('app.language')}</span>
          <select
            value={i18n.language}
            onChange={(event) => {
              if (!isLanguage(event.target.value)) return;
              rememberLanguage(event.target.value);
              void i18n.changeLanguage(event.target.value);
            }}
          >
            {LANGUAGES.map((language) => (
              <option key={language} value={language}>
                {LANGUAGE_NAMES[language]}
              </option>
            ))}
          </select>
        </label>
      </header>
      {canWrite ? null : (
        <div className="banner">
          <Notice text={t('app.readOnly')} kind="error" />
        </div>
      )}
      {health?.state === 'damaged' ? (
        <div className="banner">
          <Notice text={t('app.damaged', { problem: health.problems[0] ?? '' })} kind="error" />
        </div>
      ) : null}
      {serverLost ? (
        <div className="banner">
          <Notice text={t('app.serverLost')} kind="error" />
        </div>
      ) : null}
      {/* A crosstable or a norm report takes the window's width (twenty players, doubled, need more than the 1200 px
          the other screens keep to). Said by the route, not found by a :has() rule on the page's whole content,
          which made every change anywhere in it a question for the styles of all of it (docs/performance.md). */}
      <main
        className={
          route.screen === 'tournament' && (route.tab === 'crosstable' || route.tab === 'norms')
            ? 'app-main wide'
            : 'app-main'
        }
      >
        <RegistryNamesProvider>
          {route.screen === 'players' ? <PlayersScreen /> : null}
          {route.screen === 'playerImport' ? <PlayerImportScreen /> : null}
          {route.screen === 'ratingsImport' ? <RatingsImportScreen /> : null}
          {route.screen === 'player' ? <PlayerCardScreen key={route.id} id={route.id} /> : null}
          {route.screen === 'ranks' ? <RankListScreen /> : null}
          {route.screen === 'tournaments' ? <TournamentsScreen /> : null}
          {route.screen === 'tournament' ? (
            <TournamentScreen key={route.id} id={route.id} tab={route.tab} round={route.round} />
          ) : null}
        </RegistryNamesProvider>
      </main>
    </div>
  );
}

/** The result of the database's full check, which runs in the background after the app starts: asked again every
 * few seconds until it is known. */
function useStoreHealth(api: ReturnType<typeof useConnection>['api']): StoreHealth | null {
  const [health, setHealth] = useState<StoreHealth | null>(null);
  useEffect(() => {
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const ask = async () => {
      try {
        const found = await api.getStoreHealth({});
        if (stopped) return;
        setHealth(found);
        if (found.state === 'checking') timer = setTimeout(() => void ask(), 3000);
      } catch {
        // The data service's own errors are shown by the screens.
      }
    };
    void ask();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [api]);
  return health;
}
