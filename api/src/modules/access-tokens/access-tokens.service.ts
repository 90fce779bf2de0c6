import { createHash, randomBytes } from 'node:crypto';
import { In, Raw, type DataSource } from 'typeorm';
import { sqlTable } from '../../db/sql-names';
import { badInput, notFound } from '../../shared/errors';
import type { EventBus } from '../../shared/events';
import type { User } from '../users/user.entity';
import { lockUser } from '../users/users.service';
import { isScope, SCOPES, scopesWrite, type Scope } from '../../shared/scopes';
import { AccessToken, AccessTokenHash } from './access-token.entity';
import { connectionOf, keysetWindow, type Connection, type PageRequest } from '../../shared/pagination';
import { accessTokensText } from './access-tokens.messages';

/** Every secret starts with this, so secret scanners (GitHub's, gitleaks) can find leaked ones. */
export const TOKEN_PREFIX = 'cairn_pat_';
const SECRET_SHAPE = /^cairn_pat_[A-Za-z0-9_-]{43}$/;
export const MAX_TOKENS_PER_USER = 50;
const MAX_NAME_LENGTH = 100;

/** What a request made with a token (personal, or an app's through OAuth) may do: its id (for rate limits) and scopes. */
export interface TokenGrant {
  tokenId: string;
  scopes: Scope[];
  /** Any write scope: a token without one is refused every change up front. */
  canWrite: boolean;
  /** The OAuth app the token was issued to; absent for a personal token. */
  appId?: string;
}

export interface NewAccessToken {
  name: unknown;
  scopes: unknown;
  expiresAt?: unknown;
}

/** 32 random bytes: a sha256 of them needs no salt or slow hash to resist guessing. */
const hashOf = (secret: string): Buffer => createHash('sha256').update(secret).digest();

/** Not expired: no expiry, or one still ahead. */
const unexpired = Raw((column) => `(${column} IS NULL OR ${column} > now())`);

/**
 * A live token by its secret's hash (through the hashes' lookup, to the token's user and id),
 * stamping last_used_at at most once a minute: one statement on every request that carries a
 * token, its names read off the entities.
 */
function authenticateSql(db: DataSource): string {
  const { table, col } = sqlTable(db, AccessToken);
  const h = sqlTable(db, AccessTokenHash);
  return `WITH found AS (
         SELECT ${h.col.userId} AS user_id, ${h.col.accessTokenId} AS id FROM ${h.table} WHERE ${h.col.tokenHash} = $1
       ), live AS (
         SELECT t.${col.id} AS id, t.${col.userId} AS user_id, t.${col.scopes} AS scopes, t.${col.lastUsedAt} AS last_used_at
           FROM ${table} t JOIN found ON t.${col.userId} = found.user_id AND t.${col.id} = found.id
          WHERE t.${col.expiresAt} IS NULL OR t.${col.expiresAt} > now()
       ), touched AS (
         UPDATE ${table} t SET ${col.lastUsedAt} = now() FROM live
          WHERE t.${col.userId} = live.user_id AND t.${col.id} = live.id AND (live.last_used_at IS NULL OR live.last_used_at < now() - interval '1 minute')
       )
       SELECT id, user_id, scopes FROM live`;
}

/** Personal access tokens: created and listed by their owner, checked on every request that carries one. */
export class AccessTokensService {
  private authenticateText?: string;

  constructor(private readonly db: DataSource, private readonly events: EventBus) {
    // The account's tokens go by cascade; their hashes' lookups are deleted here (no cascade under Citus).
    events.on('accountDeleting', async ({ db, userId }) => { await db.getRepository(AccessTokenHash).delete({ userId }); });
  }

  list(user: User): Promise<AccessToken[]> {
    return this.db.getRepository(AccessToken).find({ where: { userId: user.id }, order: { createdAt: 'DESC' } });
  }

  /**
   * A page of the user's tokens, newest first (by when each was made, then id, both
   * descending): two statements, the keyset through access_tokens_user_id_idx.
   */
  async page(user: User, request: PageRequest): Promise<Connection<AccessToken>> {
    const { from, c } = sqlTable(this.db, AccessToken, 't');
    const window = await keysetWindow((sql, params) => this.db.query(sql, params), {
      from, where: `${c.userId} = $1`, params: [user.id],
      key: [{ column: c.createdAt, type: 'timestamptz' }, { column: c.id, type: 'uuid' }], direction: 'DESC',
    }, request);
    const tokens = window.ids.length ? await this.db.getRepository(AccessToken).findBy({ id: In(window.ids), userId: user.id }) : [];
    return connectionOf(window, tokens, (token) => token.id);
  }

  /** Creates a token; the answer's `secret` is the only time it exists outside the client. */
  async create(user: User, input: NewAccessToken, from: { ip?: string; userAgent?: string } = {}): Promise<{ token: AccessToken; secret: string }> {
    const name = typeof input.name === 'string' ? input.name.trim() : '';
    if (!name) throw badInput(accessTokensText('nameRequired'));
    if (name.length > MAX_NAME_LENGTH) throw badInput(accessTokensText('nameTooLong', { max: MAX_NAME_LENGTH }));
    const scopes = parseScopes(input.scopes);
    const expiresAt = parseExpiry(input.expiresAt);
    const secret = `${TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;
    const id = await this.db.transaction(async (manager) => {
      // One at a time per user, so two creations at once cannot pass the cap together.
      await lockUser(manager, user.id);
      const tokens = manager.getRepository(AccessToken);
      const count = await tokens.countBy({ userId: user.id });
      if (count >= MAX_TOKENS_PER_USER) throw badInput(accessTokensText('tooManyTokens', { max: MAX_TOKENS_PER_USER }));
      const { identifiers: [row] } = await tokens.insert({ userId: user.id, name, scopes, expiresAt });
      await manager.getRepository(AccessTokenHash).insert({ tokenHash: hashOf(secret), userId: user.id, accessTokenId: row.id as string });
      return row.id as string;
    });
    const token = await this.db.getRepository(AccessToken).findOneByOrFail({ userId: user.id, id });
    await this.events.emit('securityEvent', { db: this.db, userId: user.id, kind: 'token_created', detail: name, ip: from.ip, userAgent: from.userAgent });
    return { token, secret };
  }

  /** Revokes (deletes) the user's own token; another user's answers exactly like a missing one. */
  async revoke(user: User, id: string, from: { ip?: string; userAgent?: string } = {}): Promise<string> {
    const token = await this.db.getRepository(AccessToken).findOneBy({ id, userId: user.id });
    const affected = await this.db.transaction(async (manager) => {
      await manager.getRepository(AccessTokenHash).delete({ userId: user.id, accessTokenId: id });
      return (await manager.getRepository(AccessToken).delete({ userId: user.id, id })).affected;
    });
    if (!affected || !token) throw notFound('Access token');
    await this.events.emit('securityEvent', { db: this.db, userId: user.id, kind: 'token_revoked', detail: token.name, ip: from.ip, userAgent: from.userAgent });
    return id;
  }

  /** True while the user's token exists and has not expired (re-checked by open subscriptions). */
  async isLive(tokenId: string, userId: string): Promise<boolean> {
    return this.db.getRepository(AccessToken).existsBy({ userId, id: tokenId, expiresAt: unexpired });
  }

  /**
   * The user id and grant of a live token, or null (unknown, revoked or expired). One
   * statement, read from the database on every request so a revocation holds at once on
   * every instance; it also stamps last_used_at, at most once a minute per token.
   */
  async authenticate(secret: string): Promise<{ userId: string; grant: TokenGrant } | null> {
    if (!SECRET_SHAPE.test(secret)) return null;
    this.authenticateText ??= authenticateSql(this.db);
    const rows: Array<{ id: string; user_id: string; scopes: Scope[] }> = await this.db.query(this.authenticateText, [hashOf(secret)]);
    const [row] = rows;
    if (!row) return null;
    return { userId: row.user_id, grant: { tokenId: row.id, scopes: row.scopes, canWrite: scopesWrite(row.scopes) } };
  }
}

// The scopes as a refusal lists them, in quotes ("read", "write", …): code names, the same in every language.
const SCOPE_LIST = SCOPES.map((scope) => `"${scope}"`).join(', ');

function parseScopes(value: unknown): Scope[] {
  if (!Array.isArray(value) || !value.length || !value.every(isScope)) {
    throw badInput(accessTokensText('scopesList', { scopes: SCOPE_LIST }));
  }
  return SCOPES.filter((scope) => value.includes(scope));
}

function parseExpiry(value: unknown): Date | null {
  if (value === undefined || value === null || value === '') return null;
  const date = value instanceof Date ? value : typeof value === 'string' ? new Date(value) : new Date(NaN);
  if (Number.isNaN(date.getTime())) throw badInput(accessTokensText('expiryFormat'));
  if (date.getTime() <= Date.now()) throw badInput(accessTokensText('expiryPast'));
  if (date.getTime() > Date.now() + 5 * 366 * 24 * 60 * 60 * 1000) throw badInput(accessTokensText('expiryTooFar'));
  return date;
}

// The refusal of a session-only action lives in shared/errors (the GraphQL auth checker uses it too).
export { sessionRequired } from '../../shared/errors';
