// The words on printouts and exported pages, in the language of the UI. Estonian printouts use the federation's
// terms: Voor, Laud, Valge, Must, Punktid, Koht, Järk; Russian ones the Soviet federation's: Тур, Доска, Белые, Чёрные,
// Очки, Место, Разряд.
import type { Tiebreak } from '../../domain/standings';
import type { WithdrawalDecision } from '../../domain/withdrawal';

import type { Language } from '../../api/languages';
import type { RankCounting } from '../../domain/norms';
import { catalogue } from '../phrases';
import { withdrawalDecisionText } from '../withdrawal-text';

export type PrintLanguage = Language;

export interface PrintLabels {
  lang: PrintLanguage;
  round: string;
  board: string;
  white: string;
  black: string;
  result: string;
  points: string;
  place: string;
  rank: string;
  no: string;
  name: string;
  club: string;
  city: string;
  bye: string;
  games: string;
  /** Tiebreak column headings, and their names for the note under the table. */
  tiebreaks: Record<Tiebreak, string>;
  tiebreakNames: Record<Tiebreak, string>;
  /** Ranks written the federation's way where it differs from M, CM, I–V. */
  rankNames: Partial<Record<'M' | 'CM', string>>;
  norm: string;
  venue: string;
  dates: string;
  arbiter: string;
  signature: string;
  titles: {
    participants: string;
    pairings: string;
    schedule: string;
    crosstable: string;
    norms: string;
    envelope: string;
  };
  envelope: {
    sealer: string;
    moveNumber: string;
    times: string;
    early: string;
    resume: string;
    drawOffer: string;
    sealedAt: string;
    yes: string;
    no: string;
    rule: string;
  };
  unranked: string;
  drawRandom: string;
  drawManual: string;
  coefficient: string;
  /** How ranks outside I–V counted for the coefficient (interpretation 3). */
  rankCounting: (counting: RankCounting) => string;
  percent: string;
  pointsNeeded: string;
  achieved: string;
  outcome: string;
  statuses: Record<'promotion' | 'confirmation' | 'below', string>;
  noNorm: string;
  master: string;
  masterMet: string;
  masterNotMet: string;
  interpretations: string;
  notDecidable: string;
  /** §38's decision on a player who left, with the numbers it rests on. */
  withdrew: (name: string, decision: Omit<WithdrawalDecision, 'player'>) => string;
  /** A game annulled under §38, in the pairings and the schedule. */
  annulled: string;
  notes: Record<
    'overlapRow' | 'wholeCoefficient' | 'belowTable' | 'beginners',
    (p: Record<string, string | number>) => string
  >;
  criteria: string[];
  ruleSets: Record<'ussr1953' | 'fide' | 'fide2018' | 'fideBlitz' | 'fmjd', string>;
  variants: Record<'russian' | 'international', string>;
  timeControl: (moves: number, hours: number) => string;
}

/** What a printout says as the screens say it — §38's decisions, the norms' outcomes, interpretations and criteria —
 * comes from the one catalogue of each language (renderer/src/i18n), with its plural forms. */
type FromCatalogue =
  'withdrew' | 'notes' | 'criteria' | 'rankCounting' | 'statuses' | 'noNorm' | 'masterMet' | 'masterNotMet';

function fromCatalogue(lang: PrintLanguage): Pick<PrintLabels, FromCatalogue> {
  const t = catalogue(lang);
  const note = (code: string) => (p: Record<string, string | number>) => t(`norms.notes.${code}`, p);
  return {
    withdrew: (name, decision) => withdrawalDecisionText({ ...decision, name }, t),
    notes: {
      overlapRow: note('overlapRow'),
      wholeCoefficient: note('wholeCoefficient'),
      belowTable: note('belowTable'),
      beginners: note('beginners'),
    },
    criteria: ['master', 'candidate', 'keeping'].map((criterion) => t(`norms.criteria.${criterion}`, {})),
    rankCounting: (counting) => t('norms.counting', { ...counting }),
    statuses: {
      promotion: t('norms.status.promotion', {}),
      confirmation: t('norms.status.confirmation', {}),
      below: t('norms.status.below', {}),
    },
    noNorm: t('norms.noNorm', {}),
    masterMet: t('norms.masterMet', {}),
    masterNotMet: t('norms.masterNotMet', {}),
  };
}

/** The words only a printout uses (the federation's headings and titles), by language. */
const PRINT_WORDS: Record<PrintLanguage, Omit<PrintLabels, FromCatalogue>> = {
  en: {
    lang: 'en',
    round: 'Round',
    board: 'Board',
    white: 'White',
    black: 'Black',
    result: 'Result',
    points: 'Points',
    place: 'Place',
    rank: 'Rank',
    no: 'No',
    name: 'Name',
    club: 'Club',
    city: 'City',
    bye: 'Free this round',
    games: 'Games',
    tiebreaks: { sb: 'SB', shmulyan: 'Shm.', koya: 'Koya', wins: 'Wins', h2h: 'H2H' },
    tiebreakNames: {
      sb: 'Sonneborn-Berger',
      shmulyan: 'Shmulyan coefficient',
      koya: 'Koya',
      wins: 'number of wins',
      h2h: 'head-to-head',
    },
    rankNames: {},
    norm: 'Norm',
    venue: 'Venue',
    dates: 'Dates',
    arbiter: 'Chief arbiter',
    signature: 'signature',
    titles: {
      participants: 'Participants and their numbers',
      pairings: 'Pairings',
      schedule: 'Schedule of all rounds',
      crosstable: 'Crosstable',
      norms: 'Rank norm report',
      envelope: 'Envelope of an adjourned game',
    },
    envelope: {
      sealer: 'Sealed by',
      moveNumber: 'Number of the sealed move',
      times: 'Thinking time used',
      early: 'early adjournment, §34',
      resume: 'Resumption',
      drawOffer: 'Draw offer pending',
      sealedAt: 'Sealed',
      yes: 'yes',
      no: 'no',
      rule: 'Sealed by the arbiter in front of both players (§34). The envelope is opened at the resumption in front of the player who must answer; the sealed move is played and his clock started (§35).',
    },
    unranked: 'unranked',
    drawRandom: 'Numbers drawn at random; seed',
    drawManual: 'Numbers drawn by lot in the hall and entered by hand',
    coefficient: 'Tournament coefficient',
    percent: 'Percent',
    pointsNeeded: 'Points needed',
    achieved: 'Norm met',
    outcome: 'Outcome',
    master: 'Master norm (at least 2/3 masters: 50% against masters or 70% against candidate masters)',
    interpretations: 'Interpretations applied',
    notDecidable: 'Not decidable from one tournament',
    annulled: 'annulled (§38)',
    ruleSets: {
      ussr1953: '1953 rules',
      fide: 'FIDE rules',
      fide2018: 'FIDE rules (2018)',
      fideBlitz: 'FIDE blitz rules',
      fmjd: 'FMJD rules',
    },
    variants: { russian: 'Russian draughts (64 squares)', international: '100-square draughts' },
    timeControl: (moves, hours) => `${moves} moves an hour, sessions of ${hours} hours`,
  },
  et: {
    lang: 'et',
    round: 'Voor',
    board: 'Laud',
    white: 'Valge',
    black: 'Must',
    result: 'Tulemus',
    points: 'Punktid',
    place: 'Koht',
    rank: 'Järk',
    no: 'Nr',
    name: 'Nimi',
    club: 'Klubi',
    city: 'Linn',
    bye: 'Vaba',
    games: 'Partiisid',
    tiebreaks: { sb: 'SB', shmulyan: 'Šmul.', koya: 'Koya', wins: 'Võite', h2h: 'Omav.' },
    tiebreakNames: {
      sb: 'Sonneborn-Berger',
      shmulyan: 'Šmuljani koefitsient',
      koya: 'Koya',
      wins: 'võitude arv',
      h2h: 'omavaheline tulemus',
    },
    rankNames: { CM: 'MK' },
    norm: 'Norm',
    venue: 'Toimumiskoht',
    dates: 'Aeg',
    arbiter: 'Peakohtunik',
    signature: 'allkiri',
    titles: {
      participants: 'Osavõtjad ja nende numbrid',
      pairings: 'Voorupaarid',
      schedule: 'Kõigi voorude mängukava',
      crosstable: 'Turniiritabel',
      norms: 'Järgunormide aruanne',
      envelope: 'Katkestatud partii ümbrik',
    },
    envelope: {
      sealer: 'Salakäigu kirjutas',
      moveNumber: 'Salakäigu järjekorranumber',
      times: 'Kulutatud mõtlemisaeg',
      early: 'ennetähtaegne katkestamine, §34',
      resume: 'Jätkamine',
      drawOffer: 'Viigipakkumine ootel',
      sealedAt: 'Suletud',
      yes: 'jah',
      no: 'ei',
      rule: 'Kohtunik sulgeb ümbriku mõlema mängija juuresolekul (§34). Ümbrik avatakse jätkamisel vastust andva mängija juuresolekul; salakäik tehakse laual ja käivitatakse tema kell (§35).',
    },
    unranked: 'järguta',
    drawRandom: 'Numbrid loositi juhuslikult; seeme',
    drawManual: 'Numbrid loositi saalis ja sisestati käsitsi',
    coefficient: 'Turniiri koefitsient',
    percent: 'Protsent',
    pointsNeeded: 'Vajalik punktisumma',
    achieved: 'Täidetud norm',
    outcome: 'Tulemus',
    master:
      'Meistersportlase norm (vähemalt 2/3 meistersportlasi: 50% partiides meistersportlastega või 70% meistrikandidaatidega)',
    interpretations: 'Rakendatud tõlgendused',
    notDecidable: 'Ühe turniiri põhjal ei otsustata',
    annulled: 'tühistatud (§38)',
    ruleSets: {
      ussr1953: '1953. a võistlusmäärused',
      fide: 'FIDE reeglid',
      fide2018: 'FIDE reeglid (2018)',
      fideBlitz: 'FIDE välkmängu reeglid',
      fmjd: 'FMJD reeglid',
    },
    variants: { russian: 'Vene kabe (64 välja)', international: '100-ruuduline kabe' },
    timeControl: (moves, hours) => `${moves} käiku tunnis, mänguvoor ${hours} tundi`,
  },
  ru: {
    lang: 'ru',
    round: 'Тур',
    board: 'Доска',
    white: 'Белые',
    black: 'Чёрные',
    result: 'Результат',
    points: 'Очки',
    place: 'Место',
    rank: 'Разряд',
    no: '№',
    name: 'Фамилия, имя',
    club: 'Клуб',
    city: 'Город',
    bye: 'Свободен в этом туре',
    games: 'Партий',
    tiebreaks: { sb: 'КБ', shmulyan: 'Шм.', koya: 'Койя', wins: 'Поб.', h2h: 'Личн.' },
    tiebreakNames: {
      sb: 'коэффициент Бергера (Зоннеборна — Бергера)',
      shmulyan: 'коэффициент Шмульяна',
      koya: 'система Койя',
      wins: 'число побед',
      h2h: 'результат личной встречи',
    },
    rankNames: { M: 'МС', CM: 'КМС' },
    norm: 'Норма',
    venue: 'Место проведения',
    dates: 'Сроки',
    arbiter: 'Главный судья',
    signature: 'подпись',
    titles: {
      participants: 'Участники и их номера',
      pairings: 'Пары тура',
      schedule: 'Расписание всех туров',
      crosstable: 'Турнирная таблица',
      norms: 'Отчёт о выполнении разрядных норм',
      envelope: 'Конверт отложенной партии',
    },
    envelope: {
      sealer: 'Ход записал',
      moveNumber: 'Номер записанного хода',
      times: 'Затрачено времени',
      early: 'досрочное откладывание, §34',
      resume: 'Доигрывание',
      drawOffer: 'Предложение ничьей в силе',
      sealedAt: 'Запечатан',
      yes: 'да',
      no: 'нет',
      rule: 'Конверт запечатывает судья в присутствии обоих игроков (§34). Конверт вскрывается при доигрывании в присутствии игрока, который должен отвечать; записанный ход делается на доске и пускаются его часы (§35).',
    },
    unranked: 'б/р',
    drawRandom: 'Номера определены случайной жеребьёвкой; начальное число',
    drawManual: 'Номера определены жеребьёвкой в зале и введены вручную',
    coefficient: 'Коэффициент турнира',
    percent: 'Процент',
    pointsNeeded: 'Требуется очков',
    achieved: 'Выполненная норма',
    outcome: 'Итог',
    master: 'Норма мастера (не менее 2/3 мастеров: 50% во встречах с мастерами или 70% с кандидатами в мастера)',
    interpretations: 'Применённые толкования',
    notDecidable: 'По одному турниру не решается',
    annulled: 'аннулирована (§38)',
    ruleSets: {
      ussr1953: 'правила 1953 года',
      fide: 'правила FIDE',
      fide2018: 'правила FIDE (2018)',
      fideBlitz: 'правила FIDE для блица',
      fmjd: 'правила FMJD',
    },
    variants: { russian: 'русские шашки (64 поля)', international: 'международные шашки (100 полей)' },
    timeControl: (moves, hours) => `${moves} ходов в час, игровая сессия ${hours} ч`,
  },
};

export const PRINT_LABELS: Record<PrintLanguage, PrintLabels> = {
  en: { ...PRINT_WORDS.en, ...fromCatalogue('en') },
  et: { ...PRINT_WORDS.et, ...fromCatalogue('et') },
  ru: { ...PRINT_WORDS.ru, ...fromCatalogue('ru') },
};
