import { badInput } from '../../../shared/errors';
import { storableBundle, type ImportBundle } from '../import-bundle';
import { isZip } from './archive';
import { looksLikeCairn, readCairnJson } from './cairn';
import { looksLikeHabitica, looksLikeHabiticaHistory, readHabiticaHistoryCsv, readHabiticaJson } from './habitica';
import { LOOP_HABITS_HEADER, isSqlite, readLoopCsvZip, readLoopDb } from './loop';

/**
 * Reads an uploaded file by what it is, not what it is called: a zip is Loop's CSV export, a
 * SQLite file Loop's backup, JSON Cairn's or Habitica's export, CSV Habitica's history.
 * The file name only sharpens the message when a file is not what its name says.
 */
export async function readImportFile(bytes: Uint8Array, fileName = ''): Promise<ImportBundle> {
  return storableBundle(await readAnyFile(bytes, fileName));
}

async function readAnyFile(bytes: Uint8Array, fileName: string): Promise<ImportBundle> {
  const name = fileName.toLowerCase();
  if (!bytes.length) throw badInput('The file is empty.');
  if (isZip(bytes)) return readLoopCsvZip(bytes);
  if (isSqlite(bytes)) return readLoopDb(bytes, fileName);
  if (name.endsWith('.db') || name.endsWith('.sqlite')) throw badInput('This .db file is not a SQLite database, so it is not a Loop Habit Tracker backup.');
  if (name.endsWith('.zip')) throw badInput('This file is not a zip archive (it may be damaged).');
  const text = Buffer.from(bytes).toString('utf8').replace(/^\uFEFF/, '');
  if (text.includes('\u0000')) throw badInput('Cairn cannot read this file. It reads Loop Habit Tracker exports (.zip, .db), Habitica exports (userdata.json, history.csv) and Cairn exports (.json).');
  const start = text.trimStart()[0];
  if (start === '{' || start === '[' || name.endsWith('.json')) {
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      throw badInput('This JSON file is incomplete or damaged and cannot be read.');
    }
    if (looksLikeCairn(json)) return readCairnJson(json);
    if (looksLikeHabitica(json)) return readHabiticaJson(json);
    throw badInput('This JSON file is neither a Cairn export nor a Habitica userdata.json.');
  }
  const firstLine = text.split(/\r?\n/, 1)[0] ?? '';
  if (looksLikeHabiticaHistory(firstLine)) return readHabiticaHistoryCsv(text);
  if (name.endsWith('.csv') || firstLine.includes(',')) {
    throw badInput(`This CSV file's header is not one Cairn reads: "${firstLine.slice(0, 120)}". Cairn reads Habitica's history.csv, and Loop's CSV export as the whole zip (its Habits.csv starts ${LOOP_HABITS_HEADER.slice(0, 3).join(',')}…).`);
  }
  throw badInput('Cairn cannot read this file. It reads Loop Habit Tracker exports (.zip, .db), Habitica exports (userdata.json, history.csv) and Cairn exports (.json).');
}
