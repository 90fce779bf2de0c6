import { badInput } from './errors';

export interface Page<T> {
  nodes: T[];
  totalCount: number;
  hasNextPage: boolean;
  endCursor: string | null;
}

/** Opaque keyset cursors: the sort key of the last row, base64url-encoded JSON. */
export function encodeCursor(key: string[]): string {
  return Buffer.from(JSON.stringify(key)).toString('base64url');
}

export function decodeCursor(cursor: string): string[] {
  try {
    const key: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (Array.isArray(key) && key.every((part) => typeof part === 'string')) return key;
  } catch {
    // fall through to the refusal below
  }
  throw badInput('Invalid cursor');
}
