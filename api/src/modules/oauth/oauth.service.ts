import { randomBytes } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { sqlTable } from '../../db/sql-names';
import { badInput, notFound } from '../../shared/errors';
import type { EventBus } from '../../shared/events';
import { isScope, scopesWrite, type Scope } from '../../shared/scopes';
import type { TokenGrant } from '../access-tokens/access-tokens.service';
import type { User } from '../users/user.entity';
import { lockUser } from '../users/users.service';
import { OAuthApp, OAuthAppClientId } from './oauth-app.entity';
import { OAuthRecord } from './oauth-record.entity';
import { oauthText } from './oauth.messages';

export const MAX_APPS_PER_USER = 20;
const MAX_NAME_LENGTH = 100;
const MAX_REDIRECT_URIS = 10;
const CLIENT_ID_PREFIX = 'cairn_app_';
const ACCESS_TOKEN_SHAPE = /^[A-Za-z0-9_-]{20,100}$/;

export interface NewDeveloperApp {
  name: unknown;
  redirectUris: unknown;
  confidential: unknown;
}

/** An app the user let in: one grant, with what it may do. */
export interface AppAccess {
  grantId: string;
  appName: string;
  clientId: string;
  scopes: Scope[];
  /** The grant's OpenID scopes (openid, email, profile), which only sign the user in to the app. */
  signInScopes: string[];
  grantedAt: Date;
}

/** A redirect URI an app may use: https, or http on the loopback (a native app or a developer's machine); no fragment. */
function parseRedirectUris(value: unknown): string[] {
  if (!Array.isArray(value) || value.length === 0) throw badInput(oauthText('redirectRequired'));
  if (value.length > MAX_REDIRECT_URIS) throw badInput(oauthText('tooManyRedirects', { max: MAX_REDIRECT_URIS }));
  return [...new Set(value.map((entry) => {
    const text = typeof entry === 'string' ? entry.trim() : '';
    const url = URL.parse(text);
    const loopback = url && ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
    if (!url || !(url.protocol === 'https:' || (url.protocol === 'http:' && loopback)) || url.hash || text.length > 2000) {
      throw badInput(oauthText('notARedirect', { uri: text.slice(0, 100) }));
    }
    return url.href;
  }))];
}

/**
 * The developer apps a user registers, the grants users give them, and the check of an app's
 * access token on every API request (one statement, so a revoked grant is refused at once on every
 * instance). The authorization server itself is oidc-provider (provider.ts), which keeps its
 * grants and tokens in oauth_records through the adapter there.
 */
export class OAuthService {
  private authenticateText?: string;

  constructor(private readonly db: DataSource, events: EventBus) {
    // The account's apps go by cascade; their client ids' lookups are deleted here (no cascade under Citus).
    events.on('accountDeleting', async ({ db, userId }) => { await db.getRepository(OAuthAppClientId).delete({ userId }); });
  }

  apps(user: User): Promise<OAuthApp[]> {
    return this.db.getRepository(OAuthApp).find({ where: { userId: user.id }, order: { createdAt: 'DESC' } });
  }

  /** Registers an app; a confidential one's secret is in the answer this once. */
  async createApp(user: User, input: NewDeveloperApp): Promise<{ app: OAuthApp; clientSecret: string | null }> {
    const name = typeof input.name === 'string' ? input.name.trim() : '';
    if (!name) throw badInput(oauthText('nameRequired'));
    if (name.length > MAX_NAME_LENGTH) throw badInput(oauthText('nameTooLong', { max: MAX_NAME_LENGTH }));
    const redirectUris = parseRedirectUris(input.redirectUris);
    if (typeof input.confidential !== 'boolean') throw badInput(oauthText('confidentialRequired'));
    const clientSecret = input.confidential ? randomBytes(32).toString('base64url') : null;
    const id = await this.db.transaction(async (manager) => {
      await lockUser(manager, user.id);
      const apps = manager.getRepository(OAuthApp);
      if (await apps.countBy({ userId: user.id }) >= MAX_APPS_PER_USER) throw badInput(oauthText('tooManyApps', { max: MAX_APPS_PER_USER }));
      const clientId = `${CLIENT_ID_PREFIX}${randomBytes(16).toString('hex')}`;
      const { identifiers: [row] } = await apps.insert({ userId: user.id, clientId, name, redirectUris, confidential: input.confidential as boolean, clientSecret });
      await manager.getRepository(OAuthAppClientId).insert({ clientId, userId: user.id, oauthAppId: row.id as string });
      return row.id as string;
    });
    return { app: await this.db.getRepository(OAuthApp).findOneByOrFail({ userId: user.id, id }), clientSecret };
  }

  /** Deletes the user's own app, and with it every grant and token it was given. */
  async deleteApp(user: User, id: string): Promise<string> {
    await this.db.transaction(async (manager) => {
      const app = await manager.getRepository(OAuthApp).findOneBy({ id, userId: user.id });
      if (!app) throw notFound('App');
      await manager.getRepository(OAuthRecord).delete({ clientId: app.clientId });
      await manager.getRepository(OAuthAppClientId).delete({ userId: user.id, oauthAppId: id });
      await manager.getRepository(OAuthApp).delete({ userId: user.id, id });
    });
    return id;
  }

  /** The apps the user let in, newest first: one statement. */
  async access(user: User): Promise<AppAccess[]> {
    const r = sqlTable(this.db, OAuthRecord, 'r');
    const a = sqlTable(this.db, OAuthApp, 'a');
    const k = sqlTable(this.db, OAuthAppClientId, 'k');
    // The app is its developer's row: found through the client id's lookup.
    const rows: Array<{ id: string; payload: { openid?: { scope?: string }; iat?: number }; name: string; client_id: string }> = await this.db.query(
      `SELECT ${r.c.id} AS id, ${r.c.payload} AS payload, ${a.c.name} AS name, ${k.c.clientId} AS client_id
         FROM ${r.from} JOIN ${k.from} ON ${k.c.clientId} = ${r.c.clientId}
         JOIN ${a.from} ON ${a.c.userId} = ${k.c.userId} AND ${a.c.id} = ${k.c.oauthAppId}
        WHERE ${r.c.accountId} = $1 AND ${r.c.type} = 'Grant' AND (${r.c.expiresAt} IS NULL OR ${r.c.expiresAt} > now())
        ORDER BY ${r.c.payload}->>'iat' DESC, ${r.c.id}`, [user.id]);
    return rows.map((row) => {
      const granted = (row.payload.openid?.scope ?? '').split(' ').filter(Boolean);
      return {
        grantId: row.id,
        appName: row.name,
        clientId: row.client_id,
        scopes: granted.filter(isScope),
        signInScopes: granted.filter((scope) => !isScope(scope)),
        grantedAt: new Date((row.payload.iat ?? 0) * 1000),
      };
    });
  }

  /** Takes an app's access away at once, on every instance: the grant, its codes and tokens. */
  async revokeAccess(user: User, grantId: string): Promise<string> {
    const { table, col } = sqlTable(this.db, OAuthRecord);
    const deleted = await this.db.transaction(async (manager) => {
      const [, count]: [unknown, number] = await manager.query(
        `DELETE FROM ${table} WHERE ${col.type} = 'Grant' AND ${col.id} = $1 AND ${col.accountId} = $2`, [grantId, user.id]);
      if (count) await manager.query(`DELETE FROM ${table} WHERE ${col.grantId} = $1`, [grantId]);
      return count;
    });
    if (!deleted) throw notFound('App access');
    return grantId;
  }

  /**
   * The user and grant behind an app's access token, or null (unknown, expired or its grant
   * revoked): one statement on every request, so a revocation holds at once everywhere.
   */
  async authenticate(token: string): Promise<{ userId: string; grant: TokenGrant } | null> {
    if (!ACCESS_TOKEN_SHAPE.test(token)) return null;
    if (!this.authenticateText) {
      const t = sqlTable(this.db, OAuthRecord, 't');
      const g = sqlTable(this.db, OAuthRecord, 'g');
      const a = sqlTable(this.db, OAuthAppClientId, 'a');
      // The grant must stand, and so must its app (gone with its developer's account, say): its client id's lookup goes with it.
      this.authenticateText = `SELECT ${t.c.accountId} AS user_id, ${t.c.payload}->>'scope' AS scope, ${t.c.clientId} AS client_id, ${t.c.grantId} AS grant_id
        FROM ${t.from} JOIN ${g.from} ON ${g.c.type} = 'Grant' AND ${g.c.id} = ${t.c.grantId} AND (${g.c.expiresAt} IS NULL OR ${g.c.expiresAt} > now())
        JOIN ${a.from} ON ${a.c.clientId} = ${t.c.clientId}
       WHERE ${t.c.type} = 'AccessToken' AND ${t.c.id} = $1 AND ${t.c.expiresAt} > now()`;
    }
    const [row]: Array<{ user_id: string | null; scope: string | null; client_id: string; grant_id: string }> = await this.db.query(this.authenticateText, [token]);
    if (!row?.user_id) return null;
    const scopes = (row.scope ?? '').split(' ').filter(isScope).filter((scope) => scope !== 'read' && scope !== 'write');
    return { userId: row.user_id, grant: { tokenId: `grant:${row.grant_id}`, scopes, canWrite: scopesWrite(scopes), appId: row.client_id } };
  }

  /** True while the grant behind an app's token (its tokenId, `grant:<id>`) stands (re-checked by open subscriptions). */
  async isLive(tokenId: string): Promise<boolean> {
    const { table, col } = sqlTable(this.db, OAuthRecord);
    const rows: unknown[] = await this.db.query(
      `SELECT 1 FROM ${table} WHERE ${col.type} = 'Grant' AND ${col.id} = $1 AND (${col.expiresAt} IS NULL OR ${col.expiresAt} > now())`, [tokenId.replace(/^grant:/, '')]);
    return rows.length > 0;
  }

  /** Expired codes, tokens, sessions and interactions: the hourly housekeeping. */
  async purgeExpired(): Promise<void> {
    const { table, col } = sqlTable(this.db, OAuthRecord);
    await this.db.query(`DELETE FROM ${table} WHERE ${col.expiresAt} < now() - interval '1 day'`);
  }
}
