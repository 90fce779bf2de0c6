import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Messages } from '@lingui/core';
import { formatter } from '@lingui/format-po';
import { compileMessage } from '@lingui/message-utils/compileMessage';

/**
 * A language's messages as the web build compiles them from its catalogs (web/src/locales): the
 * component tests stub the catalogs' imports (catalog-stub.cjs), so a test that reads a screen in
 * German or Arabic loads the translators' words with this.
 */
export async function catalogMessages(language: string): Promise<Messages> {
  const po = formatter();
  const messages: Messages = {};
  for (const name of ['landing', 'app']) {
    const filename = path.join(__dirname, '../src/locales', language, `${name}.po`);
    const catalog = await po.parse(readFileSync(filename, 'utf8'), { locale: language, sourceLocale: 'en', filename });
    for (const [id, entry] of Object.entries(catalog)) {
      if (entry.translation) messages[id] = compileMessage(entry.translation);
    }
  }
  return messages;
}
