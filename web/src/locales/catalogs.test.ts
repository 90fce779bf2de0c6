import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse, type Token } from '@messageformat/parser';
import { formatter } from '@lingui/format-po';
import config from '../../lingui.config';

/**
 * Issue 29: every language has every message English has, and each translation takes the same
 * ICU arguments (names, plural and select kinds) and the same tags as its English: a translation
 * that drops `{count}` or renames it would show a blank, one that adds `{0}` would show nothing.
 */
const LOCALES = path.join(__dirname);
const po = formatter({ lineNumbers: false });

type Catalog = Record<string, { message?: string; translation?: string; obsolete?: boolean }>;

function read(locale: string, file: string): Promise<Catalog> {
  return Promise.resolve(po.parse(readFileSync(path.join(LOCALES, locale, file), 'utf8'), { locale, sourceLocale: 'en', filename: file }) as Catalog);
}

/** What a message takes and gives: its arguments with their kinds, and its numbered tags. */
export function shapeOf(message: string): string[] {
  const shape = new Set<string>();
  const walk = (tokens: Token[]) => {
    for (const token of tokens) {
      if (token.type === 'content') {
        for (const [, tag] of token.value.matchAll(/<\/?(\d+)\/?>/g)) shape.add(`<${tag}>`);
      } else if (token.type === 'argument') {
        shape.add(`{${token.arg}}`);
      } else if (token.type === 'function') {
        shape.add(`{${token.arg}, ${token.key}}`);
      } else if (token.type === 'plural' || token.type === 'select' || token.type === 'selectordinal') {
        shape.add(`{${token.arg}, ${token.type}}`);
        for (const branch of token.cases) walk(branch.tokens);
      }
    }
  };
  walk(parse(message, { strict: false }));
  return [...shape].sort();
}

const files = readdirSync(path.join(LOCALES, 'en')).filter((file) => file.endsWith('.po'));
const languages = config.locales.filter((locale) => locale !== config.sourceLocale);

describe.each(files)('the %s catalog', (file) => {
  it.each(languages)('in %s has every English message, with its arguments and tags', async (language) => {
    const english = await read('en', file);
    const translated = await read(language, file);
    const problems: string[] = [];
    for (const [id, entry] of Object.entries(english)) {
      if (entry.obsolete) continue;
      const source = entry.translation || entry.message || id;
      const translation = translated[id]?.translation;
      if (!translation) {
        problems.push(`missing: ${JSON.stringify(source)}`);
        continue;
      }
      const [want, got] = [shapeOf(source), shapeOf(translation)];
      if (want.join() !== got.join()) problems.push(`${JSON.stringify(source)} takes ${want.join(' ') || 'nothing'}, ${language} ${JSON.stringify(translation)} takes ${got.join(' ') || 'nothing'}`);
    }
    expect(problems).toEqual([]);
  });
});

describe('the check itself', () => {
  it('tells a plural, an argument and a tag apart, and ignores the words', () => {
    expect(shapeOf('{count, plural, one {# habit for <0>{name}</0>} other {# habits}}')).toEqual(['<0>', '{count, plural}', '{name}']);
    expect(shapeOf('{count, plural, zero {لا عادات} one {عادة واحدة} two {عادتان} few {# عادات} many {# عادة} other {# عادة}}')).toEqual(['{count, plural}']);
    expect(shapeOf('Hallo {name}')).not.toEqual(shapeOf('Hallo {username}'));
  });
});
