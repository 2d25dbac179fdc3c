import { describe, expect, it } from 'vitest';
import { sayMessage } from '#api/messages';
import { sayPhrase } from '#formats/phrases';
import { catalogue } from '#i18n/catalogue';
import { sealedEnvelope } from '../support/envelope';
import { apiError, serviceOnNewStore } from '../support/service';

function setup(ruleSet = 'ussr1953', players = 4) {
  const { store, call, count } = serviceOnNewStore('2026-03-14T18:00:00Z');
  const tournament = call('createTournament', { name: 'Karikas', variant: 'russian', ruleSet });
  // Moves in an hour, in sessions: the control that adjourns (under the FMJD's rules too, when the tournament says so).
  call('updateTournamentSettings', { id: tournament.id, clock: 'movesPerHour', sessionHours: 4, movesPerHour: 15 });
  for (let i = 1; i <= players; i++) {
    const id = call('createPlayer', { name: `Mängija ${i}` }).id;
    call('addParticipant', { tournamentId: tournament.id, playerId: id });
  }
  const schedule = call('drawLots', { tournamentId: tournament.id, method: 'random', seed: 'ADJ' });
  return { store, call, tournament, schedule, count };
}

describe('adjourned games (§34–§36)', () => {
  it('seals a move unseen and unjudged; it is read and judged only when the envelope is opened (logged)', () => {
    const { call, tournament, schedule, store } = setup();
    const game = schedule.rounds[0]!.games[0]!;
    const envelope = call('adjournGame', sealedEnvelope(tournament.id, game.id));
    // §36: nobody — the sealer, the arbiter, the screen — learns before the opening what was sealed or whether it is legal.
    expect(envelope).toMatchObject({
      sealer: 'black',
      sealedMove: null,
      check: null,
      sealedMoveTyped: true,
      whiteUsed: '1:45',
      blackUsed: '1:50',
    });
    expect(store.db.$client.prepare('select sealed_check from adjournments').get()).toEqual({ sealed_check: null });
    expect(call('getSchedule', { tournamentId: tournament.id }).rounds[0]!.games[0]!.result).toBe('adjourned');
    const hidden = call('getAdjournment', { tournamentId: tournament.id, gameId: game.id });
    expect(hidden.sealedMove).toBeNull();
    expect(hidden.check).toBeNull();
    const opened = call('openEnvelope', { tournamentId: tournament.id, gameId: game.id, minutesLeftInSession: 180 });
    expect(opened).toMatchObject({
      sealedMove: 'd6-c5',
      check: { legal: true, reading: 'd6-c5' },
      openedAt: '2026-03-14T18:00:00.000Z',
      positionAfter: 'W:Wc3,e3,g3:Bc5,b6,f6',
    });
    expect(
      apiError(() => call('openEnvelope', { tournamentId: tournament.id, gameId: game.id, minutesLeftInSession: 180 }))
        .message,
    ).toContain('was already opened at');
    const audit = store.db.$client
      .prepare("select action from audit_log where action in ('game.adjourn', 'envelope.open')")
      .all();
    expect(audit).toEqual([{ action: 'game.adjourn' }, { action: 'envelope.open' }]);
  });

  it('a sealed envelope cannot be sealed again or overwritten', () => {
    const { call, tournament, schedule, count } = setup();
    const game = schedule.rounds[0]!.games[0]!;
    call('adjournGame', sealedEnvelope(tournament.id, game.id));
    const refused = apiError(() =>
      call('adjournGame', sealedEnvelope(tournament.id, game.id, { sealedMove: 'b6-a5' })),
    );
    expect(refused.issues[0]).toMatchObject({ key: 'envelopeAlreadySealed' });
    expect(count('adjournments')).toBe(1);
    // Nor can the game's result be cleared under a sealed envelope.
    expect(
      apiError(() => call('recordResult', { tournamentId: tournament.id, gameId: game.id, result: null })).issues[0],
    ).toMatchObject({ key: 'sealedEnvelopeKeepsGameAdjourned' });
  });

  it('a paper envelope: the move is typed from the scoresheet at the opening, and judged then', () => {
    const { call, tournament, schedule } = setup();
    const game = schedule.rounds[0]!.games[0]!;
    expect(call('adjournGame', sealedEnvelope(tournament.id, game.id, { sealedMove: '' })).sealedMoveTyped).toBe(false);
    expect(
      apiError(() => call('openEnvelope', { tournamentId: tournament.id, gameId: game.id, minutesLeftInSession: 120 }))
        .issues[0],
    ).toMatchObject({ path: 'sealedMove', key: 'sealedMoveNeeded' });
    const opened = call('openEnvelope', {
      tournamentId: tournament.id,
      gameId: game.id,
      minutesLeftInSession: 120,
      sealedMove: 'f6-e5',
    });
    expect(opened).toMatchObject({ sealedMove: 'f6-e5', check: { legal: true } });
  });

  it('a typed envelope takes no second move at the opening', () => {
    const { call, tournament, schedule } = setup();
    const game = schedule.rounds[0]!.games[0]!;
    call('adjournGame', sealedEnvelope(tournament.id, game.id));
    expect(
      apiError(() =>
        call('openEnvelope', {
          tournamentId: tournament.id,
          gameId: game.id,
          minutesLeftInSession: 120,
          sealedMove: 'b6-a5',
        }),
      ).issues[0],
    ).toMatchObject({ key: 'sealedMoveAlreadyTyped' });
  });

  it('§35: with less than an hour left the envelope stays shut unless the arbiter confirms the exception first (logged)', () => {
    const { call, tournament, schedule, store } = setup();
    const first = schedule.rounds[0]!.games[0]!;
    const later = schedule.rounds[1]!.games.find((g) => [g.white.no, g.black.no].includes(first.white.no))!;
    call('adjournGame', sealedEnvelope(tournament.id, first.id));
    call('adjournGame', sealedEnvelope(tournament.id, later.id));
    const refused = apiError(() =>
      call('openEnvelope', { tournamentId: tournament.id, gameId: first.id, minutesLeftInSession: 40 }),
    );
    expect(refused.message).toBe(
      'Only 40 minutes of the session remain; an adjourned game is resumed only with at least one hour left (§35). Confirm an exception to open the envelope now.',
    );
    expect(call('getAdjournment', { tournamentId: tournament.id, gameId: first.id }).openedAt).toBeNull();
    expect(
      apiError(() => call('openEnvelope', { tournamentId: tournament.id, gameId: first.id })).issues[0],
    ).toMatchObject({ path: 'minutesLeftInSession', key: 'minutesLeftInvalid' });
    const opened = call('openEnvelope', {
      tournamentId: tournament.id,
      gameId: first.id,
      minutesLeftInSession: 40,
      confirmShortSession: true,
    });
    expect(opened.openedAt).not.toBeNull();
    expect(opened.warnings[0]).toEqual({
      key: 'adjournment.restBetween',
      params: { name: first.white.name, round: 2, board: String(later.board), minutes: 15 },
    });
    expect(sayPhrase(opened.warnings[0]!)).toBe(
      `${first.white.name} also has an adjourned game (round 2, board ${later.board}): 15 minutes’ rest between them (§35).`,
    );
    const logged = store.db.$client.prepare("select after from audit_log where action = 'envelope.open'").get() as {
      after: string;
    };
    expect(JSON.parse(logged.after)).toMatchObject({ minutesLeftInSession: 40, shortSessionException: true });
  });

  it('adjourning a game with a final result replaces it only when confirmed', () => {
    const { call, tournament, schedule } = setup();
    const game = schedule.rounds[0]!.games[0]!;
    call('recordResult', { tournamentId: tournament.id, gameId: game.id, result: '0-1' });
    expect(apiError(() => call('adjournGame', sealedEnvelope(tournament.id, game.id))).issues[0]).toMatchObject({
      key: 'adjournFinishedGame',
    });
    expect(call('adjournGame', sealedEnvelope(tournament.id, game.id, { confirm: true })).sealer).toBe('black');
  });
  it('§34 early adjournment: 4-hour session, White 1:45, Black 1:50 — Black records 2:15, 45 minutes to the control', () => {
    const { call, tournament, schedule } = setup();
    const envelope = call(
      'adjournGame',
      sealedEnvelope(tournament.id, schedule.rounds[0]!.games[0]!.id, { early: true }),
    );
    expect(envelope).toMatchObject({ blackUsed: '2:15', whiteUsed: '1:45', toNextControl: 45 });
  });

  it('§36 at the opening: a clerical error with a clear meaning is read; an illegal move is flagged for the arbiter', () => {
    const { call, tournament, schedule } = setup();
    const [a, b] = schedule.rounds[0]!.games;
    call('adjournGame', sealedEnvelope(tournament.id, a!.id, { sealedMove: 'ec5' }));
    call('adjournGame', sealedEnvelope(tournament.id, b!.id, { position: 'B:Wc3,e3,g3:Bb6,d6', sealedMove: 'f6-a5' }));
    const open = (gameId: number) =>
      call('openEnvelope', { tournamentId: tournament.id, gameId, minutesLeftInSession: 120 });
    expect(open(a!.id).check).toMatchObject({ legal: false });
    expect(open(b!.id).check).toMatchObject({ legal: true, reading: 'b6-a5', clerical: 'wrongStart' });
  });

  it('§36: a sealed move that is no move at all is asked about (a field typed into twice), and kept as written when confirmed', () => {
    const { call, tournament, schedule, count } = setup();
    const gameId = schedule.rounds[0]!.games[0]!.id;
    const asked = apiError(() =>
      call('adjournGame', sealedEnvelope(tournament.id, gameId, { sealedMove: 'd6-c5d6-c5' })),
    );
    expect(asked.code).toBe('conflict');
    expect(asked.issues[0]).toMatchObject({
      path: 'sealedMove',
      key: 'sealedMoveNotNotation',
      params: { variant: [{ key: 'variant.russian' }], example: 'c3-d4' },
    });
    // The question never repeats what was typed: the sealed move stays secret until the opening.
    expect(asked.message).not.toContain('d6-c5');
    expect(asked.message).toContain('Russian draughts (64 squares)');
    expect(count('adjournments')).toBe(0);
    // A move in the notation, legal or not, is sealed unasked: whether it is legal is for the opening (§36).
    call('adjournGame', sealedEnvelope(tournament.id, gameId, { sealedMove: 'h8-a1' }));
    const other = schedule.rounds[0]!.games[1]!.id;
    call('adjournGame', sealedEnvelope(tournament.id, other, { sealedMove: 'd6-c5d6-c5', confirmSealedMove: true }));
    const opened = call('openEnvelope', { tournamentId: tournament.id, gameId: other, minutesLeftInSession: 120 });
    expect(opened.sealedMove).toBe('d6-c5d6-c5');
    expect(opened.check).toMatchObject({ legal: false });
  });

  it('a resumption is a date and time within the tournament: before it is refused, after its last day confirmed', () => {
    const { call, tournament, schedule, count } = setup();
    call('updateTournamentSettings', { id: tournament.id, startDate: '2026-11-20', endDate: '2026-11-30' });
    const gameId = schedule.rounds[0]!.games[0]!.id;
    const seal = (resumeAt: string, more: object = {}) =>
      call('adjournGame', sealedEnvelope(tournament.id, gameId, { resumeAt, ...more }));
    expect(apiError(() => seal('19.11.2026 18:00')).issues[0]).toMatchObject({
      path: 'resumeAt',
      key: 'resumeBeforeStart',
      message: 'The resumption (19 November 2026 at 18:00) is before the tournament begins (20 November 2026).',
    });
    const late = apiError(() => seal('5.12.2026 18:00'));
    expect(late.code).toBe('conflict');
    expect(late.issues[0]).toMatchObject({ path: 'resumeAt', key: 'resumeAfterEnd' });
    expect(apiError(() => seal('next Tuesday')).issues[0]).toMatchObject({ path: 'resumeAt', key: 'dateTimeInvalid' });
    expect(count('adjournments')).toBe(0);
    expect(seal('5.12.2026 18:00', { confirmResumeAfterEnd: true }).resumeAt).toBe('2026-12-05T18:00');
  });

  it('stores the resumption as a date and time, whichever way it was typed', () => {
    const { call, tournament, schedule } = setup();
    const gameId = schedule.rounds[0]!.games[0]!.id;
    const sealed = call('adjournGame', sealedEnvelope(tournament.id, gameId, { resumeAt: '15.03.2026 kell 10.00' }));
    expect(sealed.resumeAt).toBe('2026-03-15T10:00');
  });

  it('refuses a bad position or clock, naming the field, and writes nothing', () => {
    const { call, tournament, schedule, count } = setup();
    const gameId = schedule.rounds[0]!.games[0]!.id;
    expect(
      apiError(() => call('adjournGame', sealedEnvelope(tournament.id, gameId, { position: 'W:Wz9' }))).message,
    ).toBe('position: Not a position: “z9” is not a playing square of the 8×8 board.');
    expect(
      apiError(() => call('adjournGame', sealedEnvelope(tournament.id, gameId, { whiteUsed: '1h45' }))).issues[0],
    ).toMatchObject({ path: 'whiteUsed', key: 'clockInvalid' });
    expect(count('adjournments')).toBe(0);
  });

  it('§35: the last round cannot start while an earlier game is unfinished, and the message names it', () => {
    const { call, tournament, schedule } = setup();
    for (const round of schedule.rounds.slice(0, 2))
      for (const game of round.games)
        call('recordResult', { tournamentId: tournament.id, gameId: game.id, result: '1-0' });
    const [first, second] = schedule.rounds[1]!.games;
    call(
      'adjournGame',
      sealedEnvelope(tournament.id, first!.id, { position: 'B:Wc3:Bd6', sealedMove: 'd6-c5', confirm: true }),
    );
    const last = schedule.rounds[2]!.games[0]!;
    const refused = apiError(() =>
      call('recordResult', { tournamentId: tournament.id, gameId: last.id, result: '1-0' }),
    );
    expect(refused.message).toBe(
      `The last round cannot start while earlier games are unfinished (§35): round 2 board 1 (${first!.white.name} – ${first!.black.name}, adjourned).`,
    );
    // The screens say the whole message in the arbiter's language, the list of games included.
    const [found] = refused.issues;
    expect(sayMessage(catalogue('et'), found!.key, found!.params)).toBe(
      `Viimast vooru ei saa alustada, kui varasemad partiid on lõpetamata (§35): voor 2, laud 1 (${first!.white.name} – ${first!.black.name}, katkestatud).`,
    );
    expect(second).toBeDefined();
    call('recordResult', { tournamentId: tournament.id, gameId: first!.id, result: '1/2-1/2' });
    expect(call('recordResult', { tournamentId: tournament.id, gameId: last.id, result: '1-0' }).result).toBe('1-0');
  });
});

describe('§35 with many games unfinished', () => {
  it('says how many and in which rounds, not every game: the round stays on the screen', () => {
    const { call, tournament, schedule } = setup('ussr1953', 8);
    const last = schedule.rounds.at(-1)!.games[0]!;
    const refused = apiError(() =>
      call('recordResult', { tournamentId: tournament.id, gameId: last.id, result: '1-0' }),
    );
    // Eight players, seven rounds: the 24 games of rounds 1–6 are all unfinished.
    expect(refused.issues[0]).toMatchObject({
      key: 'lastRoundBlockedMany',
      params: { count: 24, rounds: '1, 2, 3, 4, 5, 6' },
    });
    expect(refused.message).toBe(
      'The last round cannot start while 24 games of earlier rounds are unfinished (§35): in rounds 1, 2, 3, 4, 5, 6.',
    );
    expect(sayMessage(catalogue('ru'), 'lastRoundBlockedMany', { count: 24, rounds: '1, 2' })).toBe(
      'Последний тур нельзя начинать, пока в прежних турах не закончены 24 партии (§35): туры 1, 2.',
    );
  });
});

describe('each rule set’s own rules for adjourned games (docs/regulations.md)', () => {
  it('FIDE: Guidelines I cited; no hour, no rest, no last-round hold — those are §35’s, the 1953 rules’ own', () => {
    const { call, tournament, schedule } = setup('fide');
    const first = schedule.rounds[0]!.games[0]!;
    const later = schedule.rounds[1]!.games.find((g) => [g.white.no, g.black.no].includes(first.white.no))!;
    call('adjournGame', sealedEnvelope(tournament.id, first.id, { sealedMove: 'a1-b2' }));
    call('adjournGame', sealedEnvelope(tournament.id, later.id));
    const refused = apiError(() =>
      call('recordResult', { tournamentId: tournament.id, gameId: later.id, result: null }),
    );
    expect(refused.message).toBe(
      'This game has a sealed envelope (FIDE Laws, Guidelines I.1.1); its result can be cleared only by undoing the adjournment.',
    );
    // The last round while earlier games are adjourned: FIDE's Laws do not hold it back.
    const last = schedule.rounds.at(-1)!.games[0]!;
    expect(call('recordResult', { tournamentId: tournament.id, gameId: last.id, result: '1-0' }).result).toBe('1-0');
    // Opened with no minutes of the session asked, and no rest between a player's adjourned games named.
    const opened = call('openEnvelope', { tournamentId: tournament.id, gameId: first.id });
    expect(opened.warnings).toEqual([]);
    expect(opened.check).toMatchObject({ legal: false });
    expect(sayPhrase(opened.check!.why)).toBe(
      '“a1-b2” is not a legal move in this position and its meaning cannot be established. An unintelligible or illegal sealed move loses for the sealer (FIDE Laws, Guidelines I.8); the arbiter decides.',
    );
    const envelope = call('printout', { tournamentId: tournament.id, kind: 'envelope', gameId: later.id, lang: 'et' });
    expect(envelope.html).toContain('mõlema mängija juuresolekul (FIDE reeglid, juhised I.1.1)');
    expect(envelope.html).toContain('käivitatakse tema kell (FIDE reeglid, juhised I.9)');
    expect(envelope.html).not.toMatch(/§3[4-6]/);
  });

  it('FMJD: an event that adjourns does so by its own regulations, and every message says so', () => {
    const { call, tournament, schedule } = setup('fmjd');
    const game = schedule.rounds[0]!.games[0]!;
    const notNotation = apiError(() =>
      call('adjournGame', sealedEnvelope(tournament.id, game.id, { sealedMove: 'd6-c5d6-c5' })),
    );
    expect(notNotation.message).toContain(
      "The move is kept as the sealer wrote it (the tournament's own rule): confirm to seal it so.",
    );
    const bareMark = apiError(() =>
      call('recordResult', { tournamentId: tournament.id, gameId: game.id, result: 'adjourned' }),
    );
    expect(sayMessage(catalogue('ru'), bareMark.issues[0]!.key, bareMark.issues[0]!.params)).toBe(
      'Партию откладывают только с запечатанным конвертом (правило положения о турнире): заполните форму конверта ниже.',
    );
    call('adjournGame', sealedEnvelope(tournament.id, game.id, { early: true }));
    const envelope = call('printout', { tournamentId: tournament.id, kind: 'envelope', gameId: game.id, lang: 'en' });
    expect(envelope.html).toContain('early adjournment, the tournament&#x27;s own rule');
    expect(envelope.html).not.toMatch(/§3[4-6]/);
  });

  it('1953: the envelope printout cites §34 and §35 as before', () => {
    const { call, tournament, schedule } = setup('ussr1953');
    const game = schedule.rounds[0]!.games[0]!;
    call('adjournGame', sealedEnvelope(tournament.id, game.id));
    const envelope = call('printout', { tournamentId: tournament.id, kind: 'envelope', gameId: game.id, lang: 'en' });
    expect(envelope.html).toContain('Sealed by the arbiter in front of both players (§34).');
    expect(envelope.html).toContain('his clock started (§35).');
  });
});

describe('illegal moves and forfeits', () => {
  it('1953 rules: the game is replayed from the breach, no result decided', () => {
    const { call, tournament, schedule } = setup('ussr1953');
    const game = schedule.rounds[0]!.games[0]!;
    const incident = call('recordIncident', {
      tournamentId: tournament.id,
      gameId: game.id,
      kind: 'illegalMove',
      side: 'white',
      moveNumber: 12,
      move: 'c3-e5',
    });
    expect(incident).toMatchObject({
      count: 1,
      penalty: { action: 'replayFromBreach', rule: '§12' },
      resultApplied: null,
    });
  });

  it('FIDE: +2 minutes twice, the third illegal move loses — and the result is entered', () => {
    const { call, tournament, schedule } = setup('fide');
    const game = schedule.rounds[0]!.games[0]!;
    const illegal = { tournamentId: tournament.id, gameId: game.id, kind: 'illegalMove', side: 'black' };
    expect(call('recordIncident', illegal)).toMatchObject({ count: 1, penalty: { minutesToOpponent: 2 } });
    expect(call('recordIncident', illegal)).toMatchObject({ count: 2, penalty: { minutesToOpponent: 2 } });
    expect(call('recordIncident', illegal)).toMatchObject({
      count: 3,
      penalty: { action: 'gameLost' },
      resultApplied: '1-0',
    });
    expect(call('getSchedule', { tournamentId: tournament.id }).rounds[0]!.games[0]!.result).toBe('1-0');
    // White's illegal moves are counted apart from Black's.
    expect(call('recordIncident', { ...illegal, side: 'white' }).count).toBe(1);
    expect(call('listIncidents', { tournamentId: tournament.id, gameId: game.id })).toHaveLength(4);
  });

  it('forfeits: a no-show is + / −, both absent − / −, each with its reason', () => {
    const { call, tournament, schedule } = setup();
    const [a, b] = schedule.rounds[0]!.games;
    expect(
      call('recordIncident', {
        tournamentId: tournament.id,
        gameId: a!.id,
        kind: 'noShow',
        side: 'black',
        note: '30 minutes late (§32)',
      }),
    ).toMatchObject({ resultApplied: '+/-' });
    expect(
      call('recordIncident', { tournamentId: tournament.id, gameId: b!.id, kind: 'bothAbsent', side: 'both' }),
    ).toMatchObject({ resultApplied: '-/-' });
    const incidents = call('listIncidents', { tournamentId: tournament.id });
    expect(incidents.map((i) => [i.kind, i.note])).toEqual([
      ['noShow', '30 minutes late (§32)'],
      ['bothAbsent', null],
    ]);
  });
});

describe('undo never contradicts the record', () => {
  it('an incident is undone with the result it wrote: 1-0, no-show (−/+), undo → 1-0 and no incident', () => {
    const { call, tournament, schedule, count } = setup();
    const game = schedule.rounds[0]!.games[0]!;
    call('recordResult', { tournamentId: tournament.id, gameId: game.id, result: '1-0' });
    expect(
      apiError(() =>
        call('recordIncident', { tournamentId: tournament.id, gameId: game.id, kind: 'noShow', side: 'white' }),
      ).issues[0],
    ).toMatchObject({ key: 'resultOverwriteNeedsConfirm' });
    expect(count('incidents')).toBe(0);
    call('recordIncident', {
      tournamentId: tournament.id,
      gameId: game.id,
      kind: 'noShow',
      side: 'white',
      confirm: true,
    });
    const undone = call('undoLastChange', { tournamentId: tournament.id });
    expect(undone).toMatchObject({ undone: 'incident', game: { id: game.id, result: '1-0' } });
    expect(count('incidents')).toBe(0);
    expect(call('listIncidents', { tournamentId: tournament.id })).toEqual([]);
  });

  it('an adjournment is undone with its envelope: 0-1, adjourn, undo → 0-1 and no envelope', () => {
    const { call, tournament, schedule, count } = setup();
    const game = schedule.rounds[0]!.games[0]!;
    call('recordResult', { tournamentId: tournament.id, gameId: game.id, result: '0-1' });
    call('adjournGame', sealedEnvelope(tournament.id, game.id, { confirm: true }));
    expect(call('undoLastChange', { tournamentId: tournament.id })).toMatchObject({
      undone: 'adjournment',
      game: { result: '0-1' },
    });
    expect(count('adjournments')).toBe(0);
    expect(call('undoLastChange', { tournamentId: tournament.id })).toMatchObject({
      undone: 'result',
      game: { result: null },
    });
  });

  it('an opened envelope cannot be sealed again: undo refuses with the reason, and changes nothing', () => {
    const { call, tournament, schedule, count } = setup();
    const game = schedule.rounds[0]!.games[0]!;
    call('adjournGame', sealedEnvelope(tournament.id, game.id));
    call('openEnvelope', { tournamentId: tournament.id, gameId: game.id, minutesLeftInSession: 120 });
    const refused = apiError(() => call('undoLastChange', { tournamentId: tournament.id }));
    expect(refused.message).toBe(
      `The last change was the opening of the envelope of round 1 board ${game.board}; an opened envelope cannot be sealed again, so it cannot be undone.`,
    );
    expect(count('adjournments')).toBe(1);
    // The resumed game's result can be entered and undone as any other.
    call('recordResult', { tournamentId: tournament.id, gameId: game.id, result: '1/2-1/2' });
    expect(call('undoLastChange', { tournamentId: tournament.id }).game).toMatchObject({ result: 'adjourned' });
  });

  it('a closed tournament refuses every change to its games', () => {
    const { call, tournament, schedule, store } = setup();
    store.db.$client
      .prepare('update tournaments set closed_at = ? where id = ?')
      .run('2026-03-20T18:00:00Z', tournament.id);
    const game = schedule.rounds[0]!.games[0]!;
    for (const [operation, input] of [
      ['recordResult', { tournamentId: tournament.id, gameId: game.id, result: '1-0' }],
      ['adjournGame', sealedEnvelope(tournament.id, game.id)],
      ['recordIncident', { tournamentId: tournament.id, gameId: game.id, kind: 'noShow', side: 'white' }],
      ['undoLastChange', { tournamentId: tournament.id }],
    ] as const) {
      expect(apiError(() => call(operation, input)).issues[0], operation).toMatchObject({ key: 'tournamentClosed' });
    }
  });
});
