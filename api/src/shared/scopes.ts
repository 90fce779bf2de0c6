import { type Catalog, translate } from './i18n/messages';
import { SCOPE_WORDS } from './scopes.messages';

/**
 * What a token may do: one vocabulary, spelled the same in GraphQL, REST, OAuth and the database.
 *
 * - The fine scopes name an area and an access: `habits:read`, `habits:write`, `tasks:read`,
 *   `tasks:write`, `goals:read`, `goals:write`, `profile:read`. An app (OAuth) asks for these.
 * - `read` and `write` are a personal token's whole-account scopes: `read` holds every `:read`
 *   scope and the account's other reads (export, reminders, billing…); `write` holds everything
 *   a token may do.
 *
 * Every API call belongs to one area (or `account`, the rest of the account); a token may make it
 * when its scopes hold the area's `:read` (queries, GET) or `:write` (mutations, other methods).
 */
export const FINE_SCOPES = {
  'habits:read': 'See your habits and their history',
  'habits:write': 'Tick, skip and change your habits',
  'tasks:read': 'See your tasks',
  'tasks:write': 'Add, complete and change your tasks',
  'goals:read': 'See your goals and their progress',
  'goals:write': 'Add and change your goals',
  'profile:read': 'See your name, email address and settings',
} as const;
export type FineScope = keyof typeof FINE_SCOPES;

export const ACCOUNT_SCOPES = {
  read: 'See everything in your account',
  write: 'See and change everything in your account',
} as const;

export type Scope = FineScope | keyof typeof ACCOUNT_SCOPES;
export const SCOPES: readonly Scope[] = [...Object.keys(ACCOUNT_SCOPES), ...Object.keys(FINE_SCOPES)] as Scope[];

/**
 * The areas a call can belong to; `account` is everything without an area of its own.
 * `webhooks` (managing one's webhook endpoints) takes any scope: what an endpoint may receive is
 * checked event by event against the areas the token can read.
 */
export type Area = 'habits' | 'tasks' | 'goals' | 'profile' | 'webhooks' | 'account';

export const isScope = (value: unknown): value is Scope => typeof value === 'string' && (SCOPES as readonly string[]).includes(value);

/** The scopes' words: the English maps above, translated in scopes.messages.ts. */
export const scopesCatalog: Catalog<Scope> = { en: { ...FINE_SCOPES, ...ACCOUNT_SCOPES }, ...SCOPE_WORDS };

/** In plain words in `locale`'s language, for a consent screen or a token list; an unknown scope as it is. */
export function scopeWords(scope: string, locale: string | null | undefined): string {
  return isScope(scope) ? translate(scopesCatalog, locale, scope) : scope;
}

/** The scope a call in `area` needs: its area's read or write; `account` calls need `read` or `write`. */
export function scopeFor(area: Area, write: boolean): Scope {
  if (area === 'account' || area === 'webhooks') return write ? 'write' : 'read';
  return `${area}:${write ? 'write' : 'read'}` as Scope;
}

/** True when `granted` lets a token make a call in `area` (a write, or a read). */
export function scopesAllow(granted: readonly string[], area: Area, write: boolean): boolean {
  if (granted.includes('write') || (area === 'webhooks' && granted.length > 0)) return true;
  if (!write && granted.includes('read')) return true;
  return granted.includes(scopeFor(area, write));
}

/** True when the scopes allow any change at all (a read-only token is refused every mutation up front). */
export const scopesWrite = (granted: readonly string[]): boolean => granted.some((scope) => scope === 'write' || scope.endsWith(':write'));
