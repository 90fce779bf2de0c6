import { badInput } from '../../../shared/errors';
import { storableBundle, type ImportBundle } from '../import-bundle';
import { isZip } from './archive';
import { looksLikeCairn, readCairnJson } from './cairn';
import { looksLikeHabitica, looksLikeHabiticaHistory, readHabiticaHistoryCsv, readHabiticaJson } from './habitica';
import { LOOP_HABITS_HEADER, isSqlite, readLoopCsvZip, readLoopDb } from './loop';
import { portabilityText } from '../portability.messages';

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
  if (!bytes.length) throw badInput(portabilityText('emptyFile'));
  if (isZip(bytes)) return readLoopCsvZip(bytes);
  if (isSqlite(bytes)) return readLoopDb(bytes, fileName);
  if (name.endsWith('.db') || name.endsWith('.sqlite')) throw badInput(portabilityText('notSqlite'));
  if (name.endsWith('.zip')) throw badInput(portabilityText('notZip'));
  const text = Buffer.from(bytes).toString('utf8').replace(/^\uFEFF/, '');
  if (text.includes('\u0000')) throw badInput(portabilityText('unreadable'));
  const start = text.trimStart()[0];
  if (start === '{' || start === '[' || name.endsWith('.json')) {
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      throw badInput(portabilityText('jsonDamaged'));
    }
    if (looksLikeCairn(json)) return readCairnJson(json);
    if (looksLikeHabitica(json)) return readHabiticaJson(json);
    throw badInput(portabilityText('jsonUnknown'));
  }
  const firstLine = text.split(/\r?\n/, 1)[0] ?? '';
  if (looksLikeHabiticaHistory(firstLine)) return readHabiticaHistoryCsv(text);
  if (name.endsWith('.csv') || firstLine.includes(',')) {
    throw badInput(portabilityText('csvHeader', { header: firstLine.slice(0, 120), loopStart: LOOP_HABITS_HEADER.slice(0, 3).join(',') }));
  }
  throw badInput(portabilityText('unreadable'));
}
