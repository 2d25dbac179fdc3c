// The words on printouts and exported pages, in the language of the UI. Estonian printouts use the federation's
// terms: Voor, Laud, Valge, Must, Punktid, Koht, Järk; Russian ones the Soviet federation's: Тур, Доска, Белые, Чёрные,
// Очки, Место, Разряд.
import type { Tiebreak } from '../../domain/standings';
import type { WithdrawalDecision } from '../../domain/withdrawal';

import type { Language } from '../../api/languages';

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
  rankCounting: string;
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

export const PRINT_LABELS: Record<PrintLanguage, PrintLabels> = {
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
    rankCounting:
      'Rank numbers used: I–V = 1–5, master {{M}}, candidate master {{CM}}, unranked {{unranked}} (interpretation 3)',
    percent: 'Percent',
    pointsNeeded: 'Points needed',
    achieved: 'Norm met',
    outcome: 'Outcome',
    statuses: { promotion: 'promotion', confirmation: 'confirmation', below: 'below his rank' },
    noNorm: 'no norm met',
    master: 'Master norm (at least 2/3 masters: 50% against masters or 70% against candidate masters)',
    masterMet: 'met',
    masterNotMet: 'not met',
    interpretations: 'Interpretations applied',
    notDecidable: 'Not decidable from one tournament',
    annulled: 'annulled (§38)',
    withdrew: (name, d) =>
      `${name} left after round ${d.afterRound}: ${d.played} of ${d.total} games played against the players still in the table → ${
        d.rule === 'forfeits'
          ? `at least half → his ${d.awarded} unplayed ${d.awarded === 1 ? 'game is' : 'games are'} + for his opponents`
          : 'fewer than half → his games are annulled and he is removed from the table'
      }${d.adjourned > 0 ? `; ${d.adjourned} adjourned, decided by the arbiter` : ''} (§38).`,
    notes: {
      overlapRow: (p) =>
        `The coefficient ${p.coefficient} stands in two parts of the table; the norms of both apply (interpretation 1).`,
      wholeCoefficient: (p) =>
        `At the whole coefficient ${p.coefficient} the rank text applies: ${p.rank} rank needs ${p.percent}% (the table gives ${p.tablePercent}%) (interpretation 2).`,
      belowTable: (p) =>
        `The coefficient ${p.coefficient} is below the table (lowest row 0.91): no table norm applies (interpretation 3).`,
      beginners: (p) =>
        `The coefficient ${p.coefficient} is above 5.00: a beginners' tournament; V rank needs 50% (interpretation 3).`,
    },
    criteria: [
      'Master: twice in three years in the USSR championship, or a 14-game classification match won against a master.',
      'Candidate master: at least 70% in each of three tournaments of I-rank players.',
      'Keeping a rank: at least 50% in a tournament of one’s own rank within three years.',
    ],
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
    rankCounting:
      'Järkude näitajad: I–V = 1–5, meistersportlane {{M}}, meistrikandidaat {{CM}}, järguta {{unranked}} (tõlgendus 3)',
    percent: 'Protsent',
    pointsNeeded: 'Vajalik punktisumma',
    achieved: 'Täidetud norm',
    outcome: 'Tulemus',
    statuses: { promotion: 'järgu tõus', confirmation: 'järgu kinnitus', below: 'alla oma järgu' },
    noNorm: 'normi ei täitnud',
    master:
      'Meistersportlase norm (vähemalt 2/3 meistersportlasi: 50% partiides meistersportlastega või 70% meistrikandidaatidega)',
    masterMet: 'täidetud',
    masterNotMet: 'täitmata',
    interpretations: 'Rakendatud tõlgendused',
    notDecidable: 'Ühe turniiri põhjal ei otsustata',
    annulled: 'tühistatud (§38)',
    withdrew: (name, d) =>
      `${name} lahkus pärast ${d.afterRound}. vooru: tabelisse jäänud mängijatega ${d.total} partiist mängitud ${d.played} → ${
        d.rule === 'forfeits'
          ? `vähemalt pool → tema ${d.awarded} mängimata partiid loetakse vastastele võidetuks (+)`
          : 'vähem kui pool → tema partiid tühistatakse ja nimi kõrvaldatakse tabelist'
      }${d.adjourned > 0 ? `; ${d.adjourned} katkestatud partii tulemuse otsustab kohtunik` : ''} (§38).`,
    notes: {
      overlapRow: (p) =>
        `Koefitsient ${p.coefficient} asub tabeli kahes osas; kehtivad mõlema osa normid (tõlgendus 1).`,
      wholeCoefficient: (p) =>
        `Täisarvulise koefitsiendi ${p.coefficient} juures kehtib järgunõuete tekst: ${p.rank} järk nõuab ${p.percent}% (tabel annab ${p.tablePercent}%) (tõlgendus 2).`,
      belowTable: (p) =>
        `Koefitsient ${p.coefficient} on tabelist madalam (alumine rida 0,91): tabeli normi ei rakendata (tõlgendus 3).`,
      beginners: (p) => `Koefitsient ${p.coefficient} on üle 5,00: algajate turniir; V järk nõuab 50% (tõlgendus 3).`,
    },
    criteria: [
      'Meistersportlane: kaks korda kolme aasta jooksul NSV Liidu meistrivõistlustel või 14-partiilise klassifikatsioonimatši võit meistersportlase vastu.',
      'Meistrikandidaat: vähemalt 70% kolmel I järgu kabetajate turniiril.',
      'Järgu kinnitamine: vähemalt 50% oma järgu turniiril kolme aasta jooksul.',
    ],
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
    rankCounting:
      'Числовые значения разрядов: I–V = 1–5, мастер {{M}}, кандидат в мастера {{CM}}, без разряда {{unranked}} (толкование 3)',
    percent: 'Процент',
    pointsNeeded: 'Требуется очков',
    achieved: 'Выполненная норма',
    outcome: 'Итог',
    statuses: { promotion: 'повышение разряда', confirmation: 'подтверждение разряда', below: 'ниже своего разряда' },
    noNorm: 'норма не выполнена',
    master: 'Норма мастера (не менее 2/3 мастеров: 50% во встречах с мастерами или 70% с кандидатами в мастера)',
    masterMet: 'выполнена',
    masterNotMet: 'не выполнена',
    interpretations: 'Применённые толкования',
    notDecidable: 'По одному турниру не решается',
    annulled: 'аннулирована (§38)',
    withdrew: (name, d) =>
      `${name} выбыл после ${d.afterRound}-го тура: сыграно ${d.played} из ${d.total} партий с оставшимися в таблице игроками → ${
        d.rule === 'forfeits'
          ? `не менее половины → ${d.awarded} несыгранн${d.awarded === 1 ? 'ая партия засчитывается' : 'ых партий засчитываются'} соперникам как выигрыш (+)`
          : 'менее половины → его партии аннулируются, и он исключается из таблицы'
      }${d.adjourned > 0 ? `; отложенных: ${d.adjourned}, их исход решает судья` : ''} (§38).`,
    notes: {
      overlapRow: (p) =>
        `Коэффициент ${p.coefficient} стоит в двух частях таблицы; действуют нормы обеих (толкование 1).`,
      wholeCoefficient: (p) =>
        `При целом коэффициенте ${p.coefficient} действует текст разрядных требований: ${p.rank} разряд требует ${p.percent}% (по таблице ${p.tablePercent}%) (толкование 2).`,
      belowTable: (p) =>
        `Коэффициент ${p.coefficient} ниже таблицы (нижняя строка 0,91): табличная норма не применяется (толкование 3).`,
      beginners: (p) =>
        `Коэффициент ${p.coefficient} выше 5,00: турнир начинающих; для V разряда нужно 50% (толкование 3).`,
    },
    criteria: [
      'Мастер: дважды за три года в чемпионате СССР либо победа в классификационном матче из 14 партий с мастером.',
      'Кандидат в мастера: не менее 70% в каждом из трёх турниров шашистов I разряда.',
      'Сохранение разряда: не менее 50% в турнире своего разряда в течение трёх лет.',
    ],
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
