const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** A text PostgreSQL and the mailers can store and send: no NUL, no lone UTF-16 surrogate. */
export function isStorableText(text: string): boolean {
  LONE_SURROGATE.lastIndex = 0;
  return !text.includes('\u0000') && !LONE_SURROGATE.test(text);
}

/** The text without its NUL characters and lone surrogates. */
export function storableText(text: string): string {
  return isStorableText(text) ? text : text.replaceAll('\u0000', '').replace(LONE_SURROGATE, '');
}

/** Whether every text in a value (a GraphQL argument: a scalar, a list or an input object) is storable. */
export function hasOnlyStorableTexts(value: unknown): boolean {
  const stack = [value];
  while (stack.length) {
    const next = stack.pop();
    if (typeof next === 'string') {
      if (!isStorableText(next)) return false;
    } else if (next !== null && typeof next === 'object') {
      stack.push(...Object.values(next));
    }
  }
  return true;
}
