/** English as the pseudo-locale en-XA writes it: accented, 40% longer (unless `pad` is false), ICU arguments and tags kept. */
export function pseudoLocalize(message: string, options?: { pad?: boolean }): string;
