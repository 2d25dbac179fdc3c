// The words of the rank register's documents — the rank list and the player card, printed and as CSV — in the
// three languages. Estonian uses the appendix's words (järk, saavutatud, kinnitatud, meistersportlane), Russian the
// Soviet federation's (разряд, выполнен, подтверждён, мастер спорта).
import type { Language } from '../../api/languages';
import type { RankBasis, RankEventKind } from '../../domain/rank-register';

export interface RegisterLabels {
  lang: Language;
  register: string;
  titles: { rankList: string; playerCard: string };
  asOf: string;
  registrar: string;
  signature: string;
  rank: string;
  name: string;
  club: string;
  city: string;
  born: string;
  since: string;
  lastKept: string;
  validUntil: string;
  evidence: string;
  lapsed: string;
  noRank: string;
  filters: { rank: string; club: string; city: string; lapsingBy: string };
  noRows: string;
  history: string;
  tournaments: string;
  matches: string;
  date: string;
  event: string;
  note: string;
  tournament: string;
  no: string;
  games: string;
  points: string;
  percent: string;
  place: string;
  norm: string;
  rankAtStart: string;
  championship: string;
  master: string;
  opponent: string;
  won: string;
  notWon: string;
  kinds: Record<RankEventKind, string>;
  bases: Record<RankBasis, string>;
  statuses: Record<'promotion' | 'confirmation' | 'below', string>;
  progress: (candidate: number, championships: number) => string;
  /** What an event rests on, as one line. Points and coefficient arrive formatted. */
  fromTournament: (name: string, points: string, games: number, percent: string, coefficient: string | null) => string;
  countOf: (have: number, need: number) => string;
  fromMatch: (opponent: string, points: string, games: number) => string;
  fromRegistry: string;
  fromHand: string;
  fromFile: (tournament: string) => string;
  fromLapse: (rank: string, validUntil: string) => string;
  rankNames: Partial<Record<'M' | 'CM', string>>;
}

export const REGISTER_LABELS: Record<Language, RegisterLabels> = {
  en: {
    lang: 'en',
    register: 'Rank register',
    titles: { rankList: 'Rank list', playerCard: 'Player card' },
    asOf: 'As of',
    registrar: 'Registrar',
    signature: 'signature',
    rank: 'Rank',
    name: 'Name',
    club: 'Club',
    city: 'City',
    born: 'Born',
    since: 'Since',
    lastKept: 'Last achieved or confirmed',
    validUntil: 'Valid until',
    evidence: 'Evidence',
    lapsed: 'lapsed',
    noRank: 'no rank',
    filters: { rank: 'rank', club: 'club', city: 'city', lapsingBy: 'lapsing by' },
    noRows: 'No player matches.',
    history: 'Rank history',
    tournaments: 'Tournaments',
    matches: 'Classification matches',
    date: 'Date',
    event: 'Event',
    note: 'Note',
    tournament: 'Tournament',
    no: 'No',
    games: 'Games',
    points: 'Points',
    percent: '%',
    place: 'Place',
    norm: 'Norm',
    rankAtStart: 'Rank at start',
    championship: 'national championship',
    master: 'Master',
    opponent: 'Opponent',
    won: 'won',
    notWon: 'not won',
    kinds: { achieved: 'achieved', confirmed: 'confirmed', lapsed: 'lapsed to', set: 'set', counted: 'counted toward' },
    bases: {
      norm: 'rank norm',
      keeping: '50% in a tournament of his rank',
      master: 'master norm',
      candidate: '70% in a tournament of I-rank players',
      championship: 'national championship',
      match: 'classification match',
      hand: 'by hand',
      lapse: 'three years passed',
    },
    statuses: { promotion: 'promotion', confirmation: 'confirmation', below: 'below his rank' },
    progress: (candidate, championships) =>
      `Toward candidate master: ${candidate} of 3 tournaments of I-rank players. National championships in the last three years: ${championships} of 2.`,
    fromTournament: (name, points, games, percent, coefficient) =>
      `${name}: ${points} of ${games} (${percent}%)${coefficient ? `, coefficient ${coefficient}` : ''}`,
    countOf: (have, need) => `${have} of ${need}`,
    fromMatch: (opponent, points, games) => `match against ${opponent}: ${points} of ${games}`,
    fromRegistry: 'in the registry when the register began',
    fromHand: 'by the arbiter',
    fromFile: (tournament) => `from the tournament file of ${tournament}`,
    fromLapse: (rank, validUntil) => `${rank} was valid until ${validUntil}`,
    rankNames: {},
  },
  et: {
    lang: 'et',
    register: 'Järguregister',
    titles: { rankList: 'Järgude nimekiri', playerCard: 'Mängija kaart' },
    asOf: 'Seisuga',
    registrar: 'Registripidaja',
    signature: 'allkiri',
    rank: 'Järk',
    name: 'Nimi',
    club: 'Klubi',
    city: 'Linn',
    born: 'Sünd.',
    since: 'Alates',
    lastKept: 'Viimati saavutatud või kinnitatud',
    validUntil: 'Kehtib kuni',
    evidence: 'Alus',
    lapsed: 'aegunud',
    noRank: 'järguta',
    filters: { rank: 'järk', club: 'klubi', city: 'linn', lapsingBy: 'aegub hiljemalt' },
    noRows: 'Ükski mängija ei vasta.',
    history: 'Järgu ajalugu',
    tournaments: 'Turniirid',
    matches: 'Klassifikatsioonimatšid',
    date: 'Kuupäev',
    event: 'Sündmus',
    note: 'Märkus',
    tournament: 'Turniir',
    no: 'Nr',
    games: 'Partiisid',
    points: 'Punktid',
    percent: '%',
    place: 'Koht',
    norm: 'Norm',
    rankAtStart: 'Järk alguses',
    championship: 'meistrivõistlused',
    master: 'Meister',
    opponent: 'Vastane',
    won: 'võidetud',
    notWon: 'võitmata',
    kinds: {
      achieved: 'saavutatud',
      confirmed: 'kinnitatud',
      lapsed: 'aegunud, uus järk',
      set: 'määratud',
      counted: 'arvestatud järgu poole',
    },
    bases: {
      norm: 'järgunorm',
      keeping: '50% oma järgu turniiril',
      master: 'meistrinorm',
      candidate: '70% I järgu kabetajate turniiril',
      championship: 'meistrivõistlused',
      match: 'klassifikatsioonimatš',
      hand: 'käsitsi',
      lapse: 'kolm aastat möödus',
    },
    statuses: { promotion: 'tõus', confirmation: 'kinnitus', below: 'alla oma järgu' },
    progress: (candidate, championships) =>
      `Meistikandidaadi poole: ${candidate} turniiri 3-st I järgu kabetajate turniiril. Meistrivõistlusi viimase kolme aasta jooksul: ${championships} 2-st.`,
    fromTournament: (name, points, games, percent, coefficient) =>
      `${name}: ${points} ${games}-st (${percent}%)${coefficient ? `, koefitsient ${coefficient}` : ''}`,
    countOf: (have, need) => `${have} ${need}-st`,
    fromMatch: (opponent, points, games) => `matš ${opponent} vastu: ${points} ${games}-st`,
    fromRegistry: 'registris registri alustamisel',
    fromHand: 'kohtuniku poolt',
    fromFile: (tournament) => `turniiri ${tournament} failist`,
    fromLapse: (rank, validUntil) => `${rank} kehtis kuni ${validUntil}`,
    rankNames: { CM: 'MK' },
  },
  ru: {
    lang: 'ru',
    register: 'Реестр разрядов',
    titles: { rankList: 'Список разрядников', playerCard: 'Карточка игрока' },
    asOf: 'По состоянию на',
    registrar: 'Ответственный за реестр',
    signature: 'подпись',
    rank: 'Разряд',
    name: 'Фамилия, имя',
    club: 'Клуб',
    city: 'Город',
    born: 'Г. р.',
    since: 'С',
    lastKept: 'Последнее выполнение или подтверждение',
    validUntil: 'Действителен до',
    evidence: 'Основание',
    lapsed: 'истёк',
    noRank: 'без разряда',
    filters: { rank: 'разряд', club: 'клуб', city: 'город', lapsingBy: 'истекает до' },
    noRows: 'Ни один игрок не подходит.',
    history: 'История разряда',
    tournaments: 'Турниры',
    matches: 'Квалификационные матчи',
    date: 'Дата',
    event: 'Событие',
    note: 'Примечание',
    tournament: 'Турнир',
    no: '№',
    games: 'Партий',
    points: 'Очки',
    percent: '%',
    place: 'Место',
    norm: 'Норма',
    rankAtStart: 'Разряд на старте',
    championship: 'чемпионат страны',
    master: 'Мастер',
    opponent: 'Соперник',
    won: 'выигран',
    notWon: 'не выигран',
    kinds: {
      achieved: 'выполнен',
      confirmed: 'подтверждён',
      lapsed: 'истёк, теперь',
      set: 'установлен',
      counted: 'засчитан в счёт',
    },
    bases: {
      norm: 'разрядная норма',
      keeping: '50% в турнире своего разряда',
      master: 'мастерская норма',
      candidate: '70% в турнире перворазрядников',
      championship: 'чемпионат страны',
      match: 'квалификационный матч',
      hand: 'вручную',
      lapse: 'прошло три года',
    },
    statuses: { promotion: 'повышение', confirmation: 'подтверждение', below: 'ниже своего разряда' },
    progress: (candidate, championships) =>
      `К званию кандидата в мастера: ${candidate} из 3 турниров перворазрядников. Чемпионатов страны за последние три года: ${championships} из 2.`,
    fromTournament: (name, points, games, percent, coefficient) =>
      `${name}: ${points} из ${games} (${percent}%)${coefficient ? `, коэффициент ${coefficient}` : ''}`,
    countOf: (have, need) => `${have} из ${need}`,
    fromMatch: (opponent, points, games) => `матч с ${opponent}: ${points} из ${games}`,
    fromRegistry: 'в реестре на момент его начала',
    fromHand: 'судьёй',
    fromFile: (tournament) => `из файла турнира ${tournament}`,
    fromLapse: (rank, validUntil) => `${rank} действовал до ${validUntil}`,
    rankNames: { M: 'МС', CM: 'КМС' },
  },
};
