// The federation's rank list: ranked players by rank, each with the date and evidence of his rank's last
// achievement or confirmation and the end of its three years ("Järgu säilitamine"); filtered by rank, club, city,
// or the ranks lapsing by a date. Printed on A4, saved as CSV or PDF. Lapsed ranks are recorded here (confirmed,
// logged), and the federation's reading of "a tournament of I-rank players" is set here.
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_PAGE } from '#api/operations';
import type { RankList } from '#api/views';
import type { Rank } from '#domain/vocabulary';
import { readDate } from '#formats/dates';
import { decimalIn } from '#formats/numbers';
import { registerLabels } from '#formats/printouts/register-labels';
import { eventText, evidenceText, standingDays } from '#formats/register-text';
import { useConnection } from '../api/context';
import { printDocument, saveRegisterExport, type RegisterPrintoutRequest } from '../api/output';
import { Check } from '../components/Check';
import { useConfirmation } from '../components/ConfirmDialog';
import { DataTable } from '../components/DataTable';
import { DateInput } from '../components/DateInput';
import { Field } from '../components/Field';
import { useFormErrors } from '../components/form-errors';
import { useFormState } from '../components/form-state';
import { FormEnd } from '../components/FormEnd';
import { Notice } from '../components/Notice';
import { RankSelect } from '../components/RankSelect';
import { useRegistryNames } from '../components/registry-names';
import { ShowMore } from '../components/ShowMore';
import { formatDates } from '../format';
import { isLanguage } from '../i18n';
import { hrefOf } from '../router';

/** The rank list's columns: the rank and who holds it (his name as the registry writes it), his club and city, then
 * when it was last kept, when its three years end, and why. */
const HOLDER_COLUMNS = ['players.club', 'players.city'];
const KEEPING_COLUMNS = ['card.lastKept', 'card.validUntil', 'card.evidence'];

const FILTER_FIELDS = ['rank', 'club', 'city', 'lapsingBy'] as const;

interface Filter {
  rank: string;
  club: string;
  city: string;
  lapsingBy: string;
}

export function RankListScreen() {
  const { t, i18n } = useTranslation();
  const names = useRegistryNames();
  const connection = useConnection();
  const { api, canWrite } = connection;
  const lang = isLanguage(i18n.language) ? i18n.language : 'en';
  const labels = registerLabels(lang);
  const { form: filter, set, text } = useFormState<Filter>({ rank: '', club: '', city: '', lapsingBy: '' });
  /** The "lapsing by" day the list is filtered by: a day typed whole, or emptied, at once; text that is not yet a day
   * when the field is left or Enter is pressed (then the contract says what is wrong with it) — never each keystroke
   * of a day being typed. */
  const [lapsingBy, setLapsingBy] = useState('');
  const typeLapsingBy = (typed: string) => {
    set('lapsingBy', typed);
    if (typed === '' || readDate(typed).iso) setLapsingBy(typed);
  };
  /** Only the ranks whose date nobody gave, for the arbiter to complete from the players' cards. */
  const [undated, setUndated] = useState(false);
  const [list, setList] = useState<RankList | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const { errors, show, clear } = useFormErrors(FILTER_FIELDS);
  const confirmation = useConfirmation();

  /** The filters given (an empty field filters nothing), as the register's requests take them. */
  const asked = useCallback(
    (): Omit<RegisterPrintoutRequest, 'kind' | 'lang'> => ({
      ...(filter.rank ? { rank: filter.rank as Rank } : {}),
      ...(filter.club ? { club: filter.club } : {}),
      ...(filter.city ? { city: filter.city } : {}),
      ...(lapsingBy ? { lapsingBy } : {}),
      ...(undated ? { undated } : {}),
    }),
    [filter.rank, filter.club, filter.city, lapsingBy, undated],
  );
  // A page at a time: a federation's register holds tens of thousands of ranked players.
  const reload = useCallback(
    () =>
      api.getRankList({ ...asked(), limit: DEFAULT_PAGE }).then((next) => {
        clear();
        setList(next);
      }, show),
    [api, asked, clear, show],
  );
  // The next page of the list as it is filtered now; dropped if the filter changes before it comes.
  const current = useRef(asked);
  current.current = asked;
  const showMore = () => {
    if (!list) return;
    const filterAsked = asked;
    void api.getRankList({ ...asked(), offset: list.rows.length, limit: DEFAULT_PAGE }).then((next) => {
      if (current.current === filterAsked) setList({ ...next, rows: [...list.rows, ...next.rows] });
    }, show);
  };
  useEffect(() => {
    void reload();
  }, [reload]);

  const request: RegisterPrintoutRequest = { kind: 'rankList', lang, ...asked() };
  const day = (iso: string | null) => (iso ? formatDates(iso, null, lang) : '–');
  const lapsed = list?.lapsed ?? 0;

  // Every lapse of the list as filtered, not only of the rows shown so far.
  const recordLapses = () =>
    confirmation.ask(t('ranks.confirmLapses', { count: lapsed }), () => {
      void api.recordLapses({ asOf: list!.asOf, ...asked(), confirm: true }).then(({ recorded }) => {
        // A lapse recorded late names the tournaments begun since with the lapsed rank: their tables counted it.
        const late = recorded
          .filter((lapse) => lapse.playedSince.length > 0)
          .map((lapse) =>
            t('ranks.lapsedPlayedSince', { name: names.nameOf(lapse), tournaments: lapse.playedSince.join(', ') }),
          );
        setDone([t('ranks.lapsesRecorded', { count: recorded.length }), ...late].join(' '));
        return reload();
      }, show);
    });

  return (
    <section className="screen" aria-labelledby="ranks-heading">
      <div className="round-head">
        <h1 id="ranks-heading">{t('ranks.heading')}</h1>
        <div className="actions">
          <button type="button" onClick={() => void printDocument(connection, request)}>
            {t('ranks.print')}
          </button>
          <button type="button" onClick={() => void saveRegisterExport(connection, request, 'csv').catch(show)}>
            {t('ranks.saveCsv')}
          </button>
          <button type="button" onClick={() => void saveRegisterExport(connection, request, 'xlsx').catch(show)}>
            {t('ranks.saveXlsx')}
          </button>
          <button type="button" onClick={() => void saveRegisterExport(connection, request, 'pdf').catch(show)}>
            {t('register.savePdf')}
          </button>
        </div>
      </div>
      <form
        className="card filters"
        onSubmit={(event: FormEvent) => {
          event.preventDefault();
          setLapsingBy(filter.lapsingBy);
        }}
        aria-label={t('ranks.filters')}
      >
        <Field label={t('players.rank')} error={errors.byField.rank}>
          <RankSelect
            name="rank"
            value={filter.rank}
            onChange={(rank) => set('rank', rank)}
            none={t('ranks.allRanks')}
          />
        </Field>
        <Field label={t('players.club')} error={errors.byField.club}>
          <input name="club" {...text('club')} />
        </Field>
        <Field label={t('players.city')} error={errors.byField.city}>
          <input name="city" {...text('city')} />
        </Field>
        <Field label={t('ranks.lapsingBy')} error={errors.byField.lapsingBy}>
          <DateInput
            name="lapsingBy"
            value={filter.lapsingBy}
            onChange={typeLapsingBy}
            onBlur={() => setLapsingBy(filter.lapsingBy)}
          />
        </Field>
        {/* A check box among the filters: an empty first row where the others have their labels, the box level with
            their fields. */}
        <div className="field check-field">
          <span />
          <Check name="undated" label={t('ranks.undatedOnly')} checked={undated} onChange={setUndated} />
        </div>
      </form>
      <Notice text={errors.general} kind="error" />
      <Notice text={done} kind="ok" />
      <div className="card">
        {list === null ? (
          <p className="muted">{t('app.loading')}</p>
        ) : list.rows.length === 0 ? (
          <p className="muted">{t('ranks.empty')}</p>
        ) : (
          <>
            <p className="muted" role="status">
              {t('ranks.count', { count: list.total, date: day(list.asOf) })}
              {list.undated > 0 && !list.undatedOnly ? (
                <>
                  {' '}
                  <button type="button" className="link" onClick={() => setUndated(true)}>
                    {t('ranks.undatedCount', { count: list.undated })}
                  </button>
                </>
              ) : null}
            </p>
            {list.undatedOnly ? <p className="muted small">{t('ranks.undatedHelp')}</p> : null}
            <DataTable
              label={t('ranks.heading')}
              columns={[
                t('players.rank'),
                names.heading,
                ...[...HOLDER_COLUMNS, ...KEEPING_COLUMNS].map((key) => t(key)),
              ]}
              rows={list.rows}
            >
              {(row) => (
                <tr key={row.playerId} className={row.lapsed ? 'lapsed' : undefined}>
                  <td className="strong">{t(`rank.short.${row.rank}`)}</td>
                  <td>
                    <a href={hrefOf({ screen: 'player', id: row.playerId })}>{names.nameOf(row)}</a>
                  </td>
                  <td>{row.club}</td>
                  <td>{row.city}</td>
                  <td className="nowrap">{standingDays(row, labels).lastKept}</td>
                  <td className="nowrap">
                    {standingDays(row, labels).validUntil}{' '}
                    {row.lapsed ? <strong className="warn">{t('card.lapsed')}</strong> : null}
                  </td>
                  <td className="small">
                    {row.keptBy ? `${eventText(row.keptBy, labels)}: ${evidenceText(row.keptBy, labels)}` : ''}
                  </td>
                </tr>
              )}
            </DataTable>
            <ShowMore shown={list.rows.length} total={list.total} onMore={showMore} />
          </>
        )}
        {canWrite && lapsed > 0 ? (
          <div className="actions">
            <button type="button" onClick={recordLapses}>
              {t('ranks.recordLapses', { count: lapsed })}
            </button>
          </div>
        ) : null}
      </div>
      {canWrite ? <RegisterSettingsCard /> : null}
      {confirmation.dialog}
    </section>
  );
}

/** The federation's reading of "a tournament of I-rank players" (the candidate master's norm). */
/** The fields of the register's settings: one array for the life of the screen (a new one each render would make new
 * handlers, and the settings would be read again over what is being typed). */
const REGISTER_SETTINGS_FIELDS = ['candidateMaxCoefficient', 'championship'] as const;

function RegisterSettingsCard() {
  const { t, i18n } = useTranslation();
  const lang = isLanguage(i18n.language) ? i18n.language : 'en';
  const { api } = useConnection();
  const [value, setValue] = useState('');
  const [championship, setChampionship] = useState('');
  const [saved, setSaved] = useState<string | null>(null);
  const { errors, show, clear } = useFormErrors(REGISTER_SETTINGS_FIELDS);
  useEffect(() => {
    void api.getRegisterSettings({}).then((s) => {
      setValue(decimalIn((s.candidateMaxCoefficient / 100).toFixed(2), lang));
      setChampionship(s.championship ?? '');
    }, show);
  }, [api, show, lang]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // Typed as the coefficient reads (1.00 or 1,00); sent in hundredths.
    const hundredths = Math.round(Number(value.replace(',', '.')) * 100);
    void api
      .updateRegisterSettings({
        candidateMaxCoefficient: Number.isFinite(hundredths) ? hundredths : value,
        championship,
      })
      .then((s) => {
        clear();
        setSaved(t('ranks.settingSaved', { value: decimalIn((s.candidateMaxCoefficient / 100).toFixed(2), lang) }));
      }, show);
  };
  return (
    <form className="card form" onSubmit={submit} aria-labelledby="register-settings-heading" noValidate>
      <h2 id="register-settings-heading">{t('ranks.settings')}</h2>
      <p className="muted small">{t('ranks.candidateHelp')}</p>
      <Field label={t('ranks.candidateMax')} error={errors.byField.candidateMaxCoefficient}>
        <input
          name="candidateMaxCoefficient"
          inputMode="decimal"
          value={value}
          onChange={(e) => setValue(e.target.value)}
        />
      </Field>
      <Field label={t('ranks.championship')} hint={t('ranks.championshipHelp')} error={errors.byField.championship}>
        <input name="championship" value={championship} onChange={(e) => setChampionship(e.target.value)} />
      </Field>
      <FormEnd error={errors.general} submit={t('ranks.saveSetting')} />
      <Notice text={saved} kind="ok" />
    </form>
  );
}
