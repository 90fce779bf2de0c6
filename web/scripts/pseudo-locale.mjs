// Writes the pseudo-locale en-XA from English (issue 29): every message accented and 40% longer,
// its ICU arguments, plural and select keywords and tags untouched. A browser test reads the app
// in en-XA: text that comes out plain English was never a message; text that no longer fits its
// box would not fit a longer language either.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { formatter } from '@lingui/format-po';
import { pseudoLocalize } from './pseudo-localize.mjs';

const locales = path.join(path.dirname(path.dirname(fileURLToPath(import.meta.url))), 'src', 'locales');
const po = formatter({ lineNumbers: false });
for (const file of readdirSync(path.join(locales, 'en'))) {
  const english = await po.parse(readFileSync(path.join(locales, 'en', file), 'utf8'), { locale: 'en' });
  const pseudo = Object.fromEntries(Object.entries(english).map(([id, entry]) => [id, { ...entry, translation: pseudoLocalize(entry.translation || entry.message || id) }]));
  writeFileSync(path.join(locales, 'en-XA', file), await po.serialize(pseudo, { locale: 'en-XA', existing: null }));
}
