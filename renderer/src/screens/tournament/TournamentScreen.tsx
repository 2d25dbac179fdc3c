// One tournament: its name and facts, and four tabs — setup (settings, participants, draw), rounds, crosstable, norms.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConnection } from '../../api/context';
import { errorText } from '../../components/error-text';
import { Notice } from '../../components/Notice';
import { formatDates } from '../../format';
import { hrefOf, type TournamentTab } from '../../router';
import { TeamNormsTab } from '../teams/TeamNormsTab';
import { TeamRoundsTab } from '../teams/TeamRoundsTab';
import { TeamSetupTab } from '../teams/TeamSetupTab';
import { TeamTableTab } from '../teams/TeamTableTab';
import { CrosstableTab } from './CrosstableTab';
import { LifecycleBar } from './LifecycleBar';
import { NormsTab } from './NormsTab';
import { opensWithCrosstable } from './prefetch';
import { RoundsTab } from './RoundsTab';
import { SetupTab } from './SetupTab';
import { prefetchedCrosstable } from './use-crosstable';
import { useTournament } from './use-tournament';

const TABS: TournamentTab[] = ['setup', 'rounds', 'crosstable', 'norms'];

/** The screens of each tab by the kind of tournament (electron/domain/kinds.ts), chosen here once: a team round robin
 * has its teams, matches, team table and its players' norms by their opponents (docs/teams.md); single games and
 * micro-matches share theirs. */
const SCREENS = {
  individual: { setup: SetupTab, rounds: RoundsTab, crosstable: CrosstableTab, norms: NormsTab, tabs: TABS },
  microMatch: { setup: SetupTab, rounds: RoundsTab, crosstable: CrosstableTab, norms: NormsTab, tabs: TABS },
  team: {
    setup: TeamSetupTab,
    rounds: TeamRoundsTab,
    crosstable: TeamTableTab,
    norms: TeamNormsTab,
    tabs: TABS,
  },
} as const;

export function TournamentScreen({ id, tab, round }: { id: number; tab: TournamentTab; round?: number | undefined }) {
  const { t, i18n } = useTranslation();
  const { api } = useConnection();
  // Opened on the crosstable or norms tab: their table is asked for beside the tournament, not after it, and the
  // screen appears with it.
  const [table] = useState(() => (opensWithCrosstable(tab) ? prefetchedCrosstable(api, id) : undefined));
  const { tournament, setTournament, error, reload } = useTournament(id, table);

  if (!tournament) {
    return (
      <section className="screen">
        <p>
          <a href="#/tournaments">← {t('tournaments.back')}</a>
        </p>
        {error ? <Notice text={errorText(error, t)} kind="error" /> : <p className="muted">{t('app.loading')}</p>}
      </section>
    );
  }

  const screens = SCREENS[tournament.settings.kind];
  const facts = [
    t(`variant.${tournament.variant}`),
    t(`ruleSet.${tournament.ruleSet}`),
    tournament.venue,
    formatDates(tournament.startDate, tournament.endDate, i18n.language),
  ].filter(Boolean);

  return (
    <section className="screen" aria-labelledby="tournament-heading">
      <p className="crumbs">
        <a href="#/tournaments">← {t('tournaments.back')}</a>
      </p>
      <h1 id="tournament-heading">{tournament.name}</h1>
      <p className="muted facts-line">{facts.join(' · ')}</p>
      <LifecycleBar tournament={tournament} onChange={setTournament} />
      <nav className="tabs" aria-label={t('tabs.label')}>
        {screens.tabs.map((name) => (
          <a
            key={name}
            href={hrefOf({ screen: 'tournament', id, tab: name })}
            aria-current={tab === name ? 'page' : undefined}
          >
            {t(`tabs.${name}`)}
          </a>
        ))}
      </nav>
      {tab === 'setup' ? <screens.setup tournament={tournament} onChange={setTournament} reload={reload} /> : null}
      {tab === 'rounds' ? <screens.rounds tournament={tournament} round={round} /> : null}
      {tab === 'crosstable' ? <screens.crosstable tournament={tournament} /> : null}
      {tab === 'norms' ? <screens.norms tournament={tournament} /> : null}
    </section>
  );
}
