// The command line and the messages write as the language does: days in its digits (14.03.2026, never 2026-03-14),
// a recorded moment on the reader's clock, the rule sets' Russian names (ФИДЕ, ФМЖД), and `--help` says which
// language it falls back to.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { catalogue } from '#i18n/catalogue';
import { cli } from '../support/cli';
import { serviceOnNewStore } from '../support/service';
import { tempFolder } from '../support/store';

describe('dates and words as the language writes them', () => {
  it('tournaments, the rank list and a player card write their days in the language’s digits', async () => {
    const db = path.join(tempFolder(), 'arbiter.sqlite');
    await cli(['--db', db, 'import', 'test/fixtures/tartu-6.json']);
    const created = await cli([
      '--db',
      db,
      'call',
      'createPlayer',
      '{"surname":"Фёдоров","givenNames":"Пётр Семёнович","rank":"CM","rankSince":"2024-05-01"}',
    ]);
    const { id } = JSON.parse(created.stdout) as { id: number };
    const said = [
      (await cli(['--db', db, 'tournaments', '--lang', 'ru'])).stdout,
      (await cli(['--db', db, 'rank-list', '--lang', 'ru'])).stdout,
      (await cli(['--db', db, 'player', String(id), '--lang', 'ru'])).stdout,
    ].join('\n');
    expect(said).not.toMatch(/\d{4}-\d{2}-\d{2}/);
    expect(said).toContain('14.03.2026');
    expect(said).toContain('действителен до 01.05.2027');
    expect(said).toContain('01.05.2024  установлен КМС');
    expect((await cli(['--db', db, 'tournaments', '--lang', 'en'])).stdout).toContain('14/03/2026');
    // The registry's names surname first in Russian (its lists are read so), given names first in Estonian.
    expect(said).toContain('Фёдоров Пётр Семёнович (#');
    expect((await cli(['--db', db, 'players', '--lang', 'ru'])).stdout).toContain('Фёдоров Пётр Семёнович  КМС');
    expect((await cli(['--db', db, 'players', '--lang', 'et'])).stdout).toContain('Пётр Семёнович Фёдоров  MK');
    // One style chosen for the registry is every language's.
    await cli(['--db', db, 'call', 'updateRegisterSettings', '{"nameStyle":"surnameInitials"}']);
    expect((await cli(['--db', db, 'rank-list', '--lang', 'et'])).stdout).toContain('Фёдоров П. С.');
  });

  it('the crosstable of a file writes names in the tournament’s style, under the heading that says so', async () => {
    const folder = tempFolder();
    const file = JSON.parse(fs.readFileSync('test/fixtures/tartu-6.json', 'utf8')) as {
      settings: Record<string, unknown>;
    };
    file.settings.nameStyle = 'surnameFirst';
    const written = path.join(folder, 'tartu.json');
    fs.writeFileSync(written, JSON.stringify(file));
    const text = (await cli(['crosstable', written, '--lang', 'ru'])).stdout;
    expect(text.split('\n')[0]).toContain('Фамилия, имя');
    expect(text).toContain('Tamm Jaan');
  });

  it('a moment the store recorded is said on the reader’s clock, not as a timestamp', () => {
    const text = catalogue('ru')('errors.alreadyClosed', { name: 'Кубок Нарвы', at: '2026-11-27T04:02:00.000Z' });
    expect(text).toMatch(/^Турнир «Кубок Нарвы» закрыт 27 нояб\. 2026 г\., \d\d:02\.$/);
    expect(catalogue('et')('errors.envelopeAlreadyOpen', { at: '2026-11-27T04:02:00.000Z' })).not.toContain('T04');
  });

  it('the rule sets by their Russian names', () => {
    const t = catalogue('ru');
    expect([t('ruleSet.fide'), t('ruleSet.fmjd'), t('printout.ruleSets.fmjd')]).toEqual([
      'ФИДЕ',
      'ФМЖД',
      'правила ФМЖД',
    ]);
  });

  it('--help names the language it falls back to: the system’s', async () => {
    const saved = { LC_ALL: process.env.LC_ALL, LC_MESSAGES: process.env.LC_MESSAGES, LANG: process.env.LANG };
    Object.assign(process.env, { LC_ALL: '', LC_MESSAGES: '', LANG: 'ru_RU.UTF-8' });
    try {
      const help = (await cli(['--help'])).stdout.replace(/\s+/g, ' ');
      expect(help).toContain('по умолчанию — язык системы (LC_ALL, LC_MESSAGES или LANG; сейчас ru)');
    } finally {
      for (const [name, value] of Object.entries(saved))
        if (value === undefined) delete process.env[name];
        else process.env[name] = value;
    }
  });

  it('a printout says when it was printed as the language writes a day and a time', () => {
    const s = serviceOnNewStore('2026-11-27T10:00:00Z');
    const { id } = s.call('importTournament', {
      file: JSON.parse(fs.readFileSync('test/fixtures/tartu-6.json', 'utf8')),
    });
    const { html } = s.call('printout', { tournamentId: id, kind: 'crosstable', lang: 'ru' });
    const printed = /class="printed">([^<]*)</.exec(html)![1]!;
    expect(printed).toMatch(/^27\.11\.2026 \d\d:00$/);
  });
});
