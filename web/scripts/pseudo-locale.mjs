// Writes the pseudo-locale en-XA from English (issue 29): every message accented and 40% longer,
// its ICU arguments, plural and select keywords and tags untouched. A browser test reads the app
// in en-XA: text that comes out plain English was never a message; text that no longer fits its
// box would not fit a longer language either.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { formatter } from '@lingui/format-po';

const locales = path.join(path.dirname(path.dirname(fileURLToPath(import.meta.url))), 'src', 'locales');
const ACCENTED = Object.fromEntries([...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ']
  .map((letter, index) => [letter, [...'àƀçðéƒĝĥîĵķĺɱñöþǫŕšţûṽŵẋýžÀƁÇÐÉƑĜĤÎĴĶĹṀÑÖÞǪŔŠŢÛṼŴẊÝŽ'][index]]));
const PADDING = '~·~·~·~·~·~·~·~·~·~·~·~·~·~·~·~·~·~·~·~·~·~·~·~·~·~·~·~·~·~·~·~·~·~·~·~·';

/** Accents the text of an ICU message and pads it by 40%; what sits in braces or a tag stays. */
export function pseudoLocalize(message) {
  let out = '';
  let letters = 0;
  // Each entry: 'text' (words a reader sees) or 'argument' (inside {…} up to a branch).
  const stack = ['text'];
  for (let index = 0; index < message.length; index += 1) {
    const char = message[index];
    const where = stack[stack.length - 1];
    if (char === '{') {
      stack.push(where === 'text' ? 'argument' : 'text');
    } else if (char === '}') {
      stack.pop();
    } else if (where === 'text' && char === '<') {
      const end = message.indexOf('>', index);
      out += message.slice(index, end + 1);
      index = end;
      continue;
    } else if (where === 'text' && ACCENTED[char]) {
      out += ACCENTED[char];
      letters += 1;
      continue;
    }
    out += char;
  }
  return letters ? `${out} ${PADDING.slice(0, Math.ceil(letters * 0.4))}` : out;
}

const po = formatter({ lineNumbers: false });
for (const file of readdirSync(path.join(locales, 'en'))) {
  const english = await po.parse(readFileSync(path.join(locales, 'en', file), 'utf8'), { locale: 'en' });
  const pseudo = Object.fromEntries(Object.entries(english).map(([id, entry]) => [id, { ...entry, translation: pseudoLocalize(entry.translation || entry.message || id) }]));
  writeFileSync(path.join(locales, 'en-XA', file), await po.serialize(pseudo, { locale: 'en-XA', existing: null }));
}
