// Reading a CSV file as a spreadsheet application does: LibreOffice Calc, headless (Debian's libreoffice-calc-nogui),
// opens it with the separator and the locale of the reader's language and saves it as .xlsx; read-excel-file then
// reads the cells back with their types — a number where Calc saw a number, text where it kept text. A missing
// LibreOffice fails the test: .ci/run installs it.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { strFromU8, unzipSync } from 'fflate';
import readXlsxFile from 'read-excel-file/node';
import type { Language } from '#api/languages';
import { tempFolder } from './store';

/** Calc's CSV import options: separator (as a character code), quote, UTF-8 (76), first line, column types (all
 * "standard": guessed, as a person opening the file gets), and the locale's Windows id. */
const CALC_CSV: Record<Language, string> = {
  en: 'CSV:44,34,76,1,,1033',
  et: 'CSV:59,34,76,1,,1061',
  ru: 'CSV:59,34,76,1,,1049',
};

export type ReadCell = string | number | boolean | Date | null;

/** The cells of a workbook's first sheet, as read-excel-file gives them. */
export async function readWorkbook(file: string | Buffer): Promise<ReadCell[][]> {
  const sheets = await readXlsxFile(file);
  return sheets[0]!.data as ReadCell[][];
}

/** CSV texts as LibreOffice Calc reads them in `lang`'s locale, cell by cell with the types it guessed: one Calc run
 * for all of them (a run costs about a second). What we write never holds a formula: a cell Calc took for one (its
 * workbook has an `<f>` element) fails the read, naming the file and the formula. */
export async function csvsAsCalcReadsThem<K extends string>(
  csvs: Record<K, string>,
  lang: Language,
  /** Another separator than the language's, as a reader may choose in Calc's import dialog; `all`: comma,
   * semicolon and tab at once — every split any of them would make, in one run. */
  separator?: ',' | ';' | '\t' | 'all',
): Promise<Record<K, ReadCell[][]>> {
  const folder = tempFolder();
  const names = Object.keys(csvs) as K[];
  for (const name of names) fs.writeFileSync(path.join(folder, `${name}.csv`), csvs[name]);
  execFileSync(
    'soffice',
    [
      // A profile of its own: a first start writes one, and two runs must not share it.
      `-env:UserInstallation=file://${path.join(folder, 'profile')}`,
      '--headless',
      `--infilter=${separator === undefined ? CALC_CSV[lang] : CALC_CSV[lang].replace(/^CSV:\d+/, `CSV:${separator === 'all' ? '44/59/9' : separator.charCodeAt(0)}`)}`,
      '--convert-to',
      'xlsx',
      '--outdir',
      folder,
      ...names.map((name) => path.join(folder, `${name}.csv`)),
    ],
    { stdio: 'pipe', timeout: 60_000 },
  );
  const read = {} as Record<K, ReadCell[][]>;
  for (const name of names) {
    const workbook = path.join(folder, `${name}.xlsx`);
    const sheet = strFromU8(unzipSync(fs.readFileSync(workbook))['xl/worksheets/sheet1.xml']!);
    const formula = /<f[ >][^<]*<\/f>/.exec(sheet)?.[0];
    if (formula) throw new Error(`${name}.csv holds a cell that Calc runs as a formula: ${formula}`);
    read[name] = await readWorkbook(workbook);
  }
  return read;
}
