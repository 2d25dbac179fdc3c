// An exported document's file is named in the language it is written in, after the tournament.
import { describe, expect, it } from 'vitest';
import { exportTournament } from '#electron/exports';
import { serviceOnNewStore } from '../support/service';

describe('the names of exported files', () => {
  it('say the document in its language: turniiritabel, таблица, crosstable; the round of the pairings', async () => {
    const { service, call } = serviceOnNewStore();
    const { id } = call('createTournament', { name: 'Tartu lahtised 2026', variant: 'russian', ruleSet: 'ussr1953' });
    for (const name of ['Jaan Tamm', 'Mari Kask', 'Peeter Mänd', 'Õnne Saar'])
      call('addParticipant', { tournamentId: id, playerId: call('createPlayer', { name }).id });
    call('drawLots', { tournamentId: id, method: 'random', seed: 'FILES' });
    const nameOf = async (lang: 'et' | 'en' | 'ru', kind: 'crosstable' | 'pairings', round?: number) =>
      (
        await exportTournament(
          service,
          { tournamentId: id, format: 'html', lang, kind, ...(round ? { round } : {}) },
          () => Promise.reject(new Error('no PDF here')),
        )
      ).fileName;
    expect(await nameOf('et', 'crosstable')).toBe('tartu-lahtised-2026-turniiritabel.html');
    expect(await nameOf('ru', 'crosstable')).toBe('tartu-lahtised-2026-таблица.html');
    expect(await nameOf('en', 'crosstable')).toBe('tartu-lahtised-2026-crosstable.html');
    expect(await nameOf('et', 'pairings', 2)).toBe('tartu-lahtised-2026-paarid-2.html');
  });

  it('the score sheets as one PDN file named after the tournament; refused, saying why, when none is kept', async () => {
    const { service, call } = serviceOnNewStore();
    const { id } = call('createTournament', { name: 'Tartu lahtised 2026', variant: 'russian', ruleSet: 'ussr1953' });
    for (const name of ['Jaan Tamm', 'Mari Kask', 'Peeter Mänd', 'Õnne Saar'])
      call('addParticipant', { tournamentId: id, playerId: call('createPlayer', { name }).id });
    const game = call('drawLots', { tournamentId: id, method: 'random', seed: 'FILES' }).rounds[0]!.games[0]!;
    const noPdf = () => Promise.reject(new Error('no PDF here'));
    const pdn = () => exportTournament(service, { tournamentId: id, format: 'pdn', lang: 'et' }, noPdf);
    await expect(pdn()).rejects.toThrow(
      'No game of this tournament has a score sheet yet: there is nothing to export.',
    );
    call('saveGameRecord', { tournamentId: id, gameId: game.id, moves: '1. c3-d4 f6-g5 *' });
    const file = await pdn();
    expect(file.fileName).toBe('tartu-lahtised-2026.pdn');
    expect(String(file.content)).toContain('[Event "Tartu lahtised 2026"]');
    expect(String(file.content)).toContain('1. c3-d4 f6-g5 *');
  });
});
