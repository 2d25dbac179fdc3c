// Makes the hostile workbooks of test/fixtures/hostile/ from a real one (a player list saved by LibreOffice): run once,
// the files are kept. `sheet-bomb.xlsx` is that list whose sheet unpacks to 2 GiB (2 MB on disk), the file that once
// aborted the whole process; `far-corner.xlsx` holds one cell at the last row and column a sheet can have.
import fs from 'node:fs';
import { unzipSync, Zip, ZipDeflate, zipSync, strToU8 } from 'fflate';

const folder = new URL('../test/fixtures/hostile/', import.meta.url);
const parts = unzipSync(fs.readFileSync(new URL('../test/fixtures/players/kalev-libreoffice.xlsx', import.meta.url)));
const sheet = 'xl/worksheets/sheet1.xml';

function bomb() {
  const chunks = [];
  const zip = new Zip((error, data) => {
    if (error) throw error;
    chunks.push(data);
  });
  for (const [name, data] of Object.entries(parts)) {
    if (name === sheet) continue;
    const entry = new ZipDeflate(name, { level: 9 });
    zip.add(entry);
    entry.push(data, true);
  }
  const entry = new ZipDeflate(sheet, { level: 9 });
  zip.add(entry);
  const head =
    '<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>';
  entry.push(strToU8(head));
  const filler = new Uint8Array(1 << 24).fill(0x61); // 16 MiB of "a", 128 times: 2 GiB in one text
  for (let i = 0; i < 128; i += 1) entry.push(filler);
  entry.push(strToU8('</t></is></c></row></sheetData></worksheet>'), true);
  zip.end();
  return Buffer.concat(chunks);
}

function farCorner() {
  const xml = `<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><dimension ref="A1:XFD1048576"/><sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>Tamm</t></is></c></row><row r="1048576"><c r="XFD1048576" t="inlineStr"><is><t>far</t></is></c></row></sheetData></worksheet>`;
  return zipSync({ ...parts, [sheet]: strToU8(xml) }, { level: 9 });
}

fs.writeFileSync(new URL('sheet-bomb.xlsx', folder), bomb());
fs.writeFileSync(new URL('far-corner.xlsx', folder), farCorner());
