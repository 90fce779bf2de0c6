import { expect, type Page } from '@playwright/test';
import { formatter } from '@lingui/format-po';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pseudoLocalize } from '../../web/scripts/pseudo-localize.mjs';

const LOCALES = path.join(__dirname, '../../web/src/locales');

/** An English text as the pseudo-locale en-XA shows it, for finding a button or a dialog by name. */
export const px = (english: string) => pseudoLocalize(english);
/** The start of an English text in en-XA (no padding): for names that go on with a value. */
export const pxStart = (english: string) => pseudoLocalize(english, { pad: false });

export interface TextProblems {
  /** Visible text or an accessible name that was never a message: plain English in en-XA. */
  untranslated: string[];
  /** Text that does not fit its box: cut off, or pushing the page wider than the window. */
  overflowing: string[];
}

/**
 * Reads the page as it is now in the pseudo-locale: every visible text node and every label a
 * screen reader reads (aria-label, title, placeholder, alt), outside what the user wrote or the
 * server answered (`translate="no"`) and outside dates (`<time>`, or Intl's month and weekday
 * names). A text with a plain Latin word and no pseudo-locale letter was never translated.
 */
export function textProblems(page: Page): Promise<TextProblems> {
  return page.evaluate(() => {
    const PSEUDO = /[àƀçðéƒĝĥîĵķĺɱñöþǫŕšţûṽŵẋýžÀƁÇÐÉƑĜĤÎĴĶĹṀÑÖÞǪŔŠŢÛṼŴẊÝŽ]/;
    const EXEMPT = '[translate="no"], time, script, style, noscript, code, kbd, pre, [hidden], [aria-hidden="true"] svg';
    const untranslated = new Set<string>();
    const overflowing = new Set<string>();
    const shown = (element: Element) => {
      const style = getComputedStyle(element);
      const box = element.getBoundingClientRect();
      return style.visibility !== 'hidden' && style.display !== 'none' && (box.width > 0 || box.height > 0);
    };
    const describe = (element: Element) => `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}${element.className && typeof element.className === 'string' ? `.${element.className.trim().split(/\s+/).join('.')}` : ''}`;
    // Dates are Intl's, not messages: en-XA writes them as English does ("Mon", "Nov 21").
    const intlWords = new Set<string>(['AM', 'PM']);
    for (let index = 0; index < 12; index += 1) {
      for (const style of ['long', 'short'] as const) {
        intlWords.add(new Date(Date.UTC(2024, index, 1)).toLocaleDateString('en', { month: style, timeZone: 'UTC' }));
        intlWords.add(new Date(Date.UTC(2024, 0, 1 + (index % 7))).toLocaleDateString('en', { weekday: style, timeZone: 'UTC' }));
      }
    }
    const check = (text: string, where: string) => {
      const trimmed = text.replace(/\s+/g, ' ').trim();
      const words = trimmed.match(/[A-Za-z]{2,}/g) ?? [];
      // An address (an example URL, an email) is the same in every language.
      if (words.every((word) => intlWords.has(word)) || /^(https?:\/\/\S+|\S+@\S+\.\S+)$/.test(trimmed)) return;
      if (!PSEUDO.test(trimmed)) untranslated.add(`${where}: ${JSON.stringify(trimmed)}`);
    };

    if (!PSEUDO.test(document.title)) untranslated.add(`<title>: ${JSON.stringify(document.title)}`);
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || parent.closest(EXEMPT) || !shown(parent)) continue;
      check(node.textContent ?? '', describe(parent));
    }
    for (const element of document.body.querySelectorAll('[aria-label], [title], [placeholder], img[alt]')) {
      if (element.closest(EXEMPT) || !shown(element)) continue;
      for (const attribute of ['aria-label', 'title', 'placeholder', 'alt']) {
        const value = element.getAttribute(attribute);
        if (value) check(value, `${describe(element)}[${attribute}]`);
      }
    }

    const root = document.documentElement;
    if (root.scrollWidth > root.clientWidth + 1) overflowing.add(`the page is ${root.scrollWidth - root.clientWidth}px wider than the window`);
    for (const element of document.body.querySelectorAll('*')) {
      if (!shown(element) || element.closest(EXEMPT)) continue;
      const style = getComputedStyle(element);
      if (style.display === 'inline' || style.display === 'contents' || ['auto', 'scroll'].includes(style.overflowX)) continue;
      if (style.textOverflow === 'ellipsis' && element.hasAttribute('title')) continue;
      // Read by screen readers only (visually-hidden): a box of a pixel on purpose.
      if (element.clientWidth <= 1) continue;
      const hasText = [...element.childNodes].some((child) => child.nodeType === Node.TEXT_NODE && (child.textContent ?? '').trim() !== '');
      if (!hasText) continue;
      const text = JSON.stringify(element.textContent?.trim().slice(0, 60));
      if (element.scrollWidth > element.clientWidth + 1) overflowing.add(`${describe(element)}: ${text} needs ${element.scrollWidth}px wide, has ${element.clientWidth}px`);
      // Text that runs out of the bottom of its box by a line or more (under the next row, or cut
      // off), unless the box clamps it to some lines on purpose (an ellipsis ends it).
      const clamped = (style as CSSStyleDeclaration & { webkitLineClamp?: string }).webkitLineClamp;
      if (!['auto', 'scroll'].includes(style.overflowY) && (!clamped || clamped === 'none') && element.scrollHeight - element.clientHeight > Math.max(8, parseFloat(style.fontSize) / 2)) overflowing.add(`${describe(element)}: ${text} needs ${element.scrollHeight}px high, has ${element.clientHeight}px`);
    }
    return { untranslated: [...untranslated], overflowing: [...overflowing] };
  });
}

/** Fails when the page shows untranslated or overflowing text, naming each. */
export async function expectAllTranslated(page: Page, where: string): Promise<void> {
  const problems = await textProblems(page);
  expect(problems.untranslated, `untranslated text on ${where}`).toEqual([]);
  expect(problems.overflowing, `overflowing text on ${where}`).toEqual([]);
}

/** A language the web app is translated into (its catalogs under web/src/locales). */
export type CatalogLanguage = 'de' | 'es' | 'ar';

/** A message's translation, found by its English text (and context), with its `{name}` values filled in. */
export type Translator = (english: string, options?: { context?: string; values?: Record<string, string | number> }) => string;

/**
 * The translator of `language`'s catalogs, as the web build compiles them (@lingui/format-po's
 * parser, the one web/lingui.config.ts names): a test finds buttons and labels by the catalog's
 * words, so it proves the page shows what translators wrote. A message missing from the catalogs
 * or left untranslated fails the test.
 */
export async function translator(language: CatalogLanguage): Promise<Translator> {
  const po = formatter();
  const catalogs = await Promise.all(['landing', 'app'].map((name) => {
    const filename = path.join(LOCALES, language, `${name}.po`);
    return po.parse(readFileSync(filename, 'utf8'), { locale: language, sourceLocale: 'en', filename });
  }));
  const messages = catalogs.flatMap((catalog) => Object.values(catalog));
  return (english, { context, values = {} } = {}) => {
    const found = messages.find((message) => message.message === english && (message.context ?? undefined) === context);
    if (!found?.translation) throw new Error(`no ${language} translation of ${JSON.stringify(english)}${context ? ` (${context})` : ''}`);
    return found.translation.replace(/\{(\w+)\}/g, (placeholder, name: string) => (name in values ? String(values[name]) : placeholder));
  };
}
