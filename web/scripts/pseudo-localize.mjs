// The pseudo-locale en-XA's writing (issue 29): English accented and 40% longer. Used to write its
// catalog (pseudo-locale.mjs) and by the browser tests to name what they look for.
const ACCENTED = Object.fromEntries([...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ']
  .map((letter, index) => [letter, [...'àƀçðéƒĝĥîĵķĺɱñöþǫŕšţûṽŵẋýžÀƁÇÐÉƑĜĤÎĴĶĹṀÑÖÞǪŔŠŢÛṼŴẊÝŽ'][index]]));
// Words of padding, so that a longer text wraps where a translation's would.
const PADDING = '·~·~· ~·~·~ ·~·~· ~·~·~ ·~·~· ~·~·~ ·~·~· ~·~·~ ·~·~· ~·~·~ ·~·~· ~·~·~ ·~·~· ~·~·~ ·~·~· ~·~·~ ·~·~· ~·~·~ ·~·~· ~·~·~';

/**
 * Accents the text of an ICU message and pads it by 40%; what sits in braces or a tag stays.
 * `pad: false` leaves the padding out: the start of a text, for a test that matches a prefix.
 */
export function pseudoLocalize(message, { pad = true } = {}) {
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
  return letters && pad ? `${out} ${PADDING.slice(0, Math.ceil(letters * 0.4)).trim()}` : out;
}
