// One-off: fills the de/es/ar catalogs from src/locales/drafts/*.json ({ msgid: { de, es, ar } }).
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { formatter } from '@lingui/format-po';

const locales = path.join(path.dirname(path.dirname(fileURLToPath(import.meta.url))), 'src', 'locales');
const drafts = {};
for (const file of readdirSync(path.join(locales, 'drafts'))) Object.assign(drafts, JSON.parse(readFileSync(path.join(locales, 'drafts', file), 'utf8')));
const po = formatter({ lineNumbers: false });
let filled = 0; const missing = new Set();
for (const language of ['de', 'es', 'ar']) {
  for (const file of readdirSync(path.join(locales, language))) {
    const catalog = await po.parse(readFileSync(path.join(locales, language, file), 'utf8'), { locale: language });
    for (const [id, entry] of Object.entries(catalog)) {
      const key = entry.context ? `${entry.message ?? id}\u0004${entry.context}` : (entry.message ?? id);
      const draft = drafts[key]?.[language] ?? drafts[entry.message ?? id]?.[language];
      if (entry.translation) continue;
      if (draft) { entry.translation = draft; filled += 1; } else missing.add(key);
    }
    writeFileSync(path.join(locales, language, file), await po.serialize(catalog, { locale: language, existing: readFileSync(path.join(locales, language, file), 'utf8') }));
  }
}
console.log(`filled ${filled}; missing ${missing.size}`);
for (const key of missing) console.log('  missing:', JSON.stringify(key));
