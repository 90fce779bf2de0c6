import { createHmac, generateKeyPairSync, randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import type { Adapter, AdapterPayload, Configuration, default as Provider } from 'oidc-provider' with { 'resolution-mode': 'import' };
import { sqlTable } from '../../db/sql-names';
import { type Catalog, translate } from '../../shared/i18n/messages';
import { FINE_SCOPES, scopeWords } from '../../shared/scopes';
import type { UsersService } from '../users/users.service';
import { OAuthApp, OAuthAppClientId } from './oauth-app.entity';
import { OAuthRecord, OAuthSigningKey } from './oauth-record.entity';
import { OIDC_SCOPE_WORDS } from './oauth.messages';

export type { Provider };

/** Where the authorization server lives: its discovery is at /oauth/.well-known/openid-configuration. */
export const OAUTH_PATH = '/oauth';
/** The consent screen: a page of the web app, whose JSON calls sit under the same path (the interaction cookie's). */
export const INTERACTION_PATH = `${OAUTH_PATH}/interaction`;

/** What an app may ask for: OpenID Connect's sign-in scopes and Cairn's fine scopes (shared/scopes.ts). */
export const OIDC_SCOPES = {
  openid: 'Know who you are on Cairn',
  email: 'See your email address',
  profile: 'See your name',
} as const;
export type OidcScope = keyof typeof OIDC_SCOPES;

export const oidcScopesCatalog: Catalog<OidcScope> = { en: OIDC_SCOPES, ...OIDC_SCOPE_WORDS };

/** Every scope an app may ask for: OpenID Connect's, then Cairn's fine ones. */
export const APP_SCOPES: readonly string[] = [...Object.keys(OIDC_SCOPES), ...Object.keys(FINE_SCOPES)];

/** What an app's scope lets it do, in plain words in `locale`'s language (the consent screen's). */
export function appScopeWords(scope: string, locale: string | null | undefined): string {
  return scope in OIDC_SCOPES ? translate(oidcScopesCatalog, locale, scope as OidcScope) : scopeWords(scope, locale);
}

export const TTL = {
  AccessToken: 60 * 60,
  AuthorizationCode: 60,
  RefreshToken: 30 * 24 * 60 * 60,
  Grant: 365 * 24 * 60 * 60,
  Interaction: 60 * 60,
  Session: 14 * 24 * 60 * 60,
  IdToken: 60 * 60,
} as const;

/**
 * oidc-provider's storage in PostgreSQL (oauth_records), so that every instance sees every grant,
 * code and token at once. Clients are the developer apps (oauth_apps), read on demand.
 */
function postgresAdapter(db: DataSource) {
  const records = sqlTable(db, OAuthRecord);
  const { table, col } = records;
  const apps = sqlTable(db, OAuthApp, 'a');
  const clientIds = sqlTable(db, OAuthAppClientId, 'k');
  const live = `(${col.expiresAt} IS NULL OR ${col.expiresAt} > now())`;
  const found = (rows: Array<{ payload: AdapterPayload; consumed: boolean }>): AdapterPayload | undefined => {
    const [row] = rows;
    if (!row) return undefined;
    return row.consumed ? { ...row.payload, consumed: true } : row.payload;
  };

  return class PostgresAdapter implements Adapter {
    constructor(private readonly model: string) {}

    async upsert(id: string, payload: AdapterPayload, expiresIn: number): Promise<void> {
      const grantId = payload.grantId ?? (this.model === 'Grant' ? id : null);
      await db.query(
        `INSERT INTO ${table} (${col.type}, ${col.id}, ${col.payload}, ${col.grantId}, ${col.uid}, ${col.accountId}, ${col.clientId}, ${col.expiresAt})
         VALUES ($1, $2, $3, $4, $5, $6, $7, CASE WHEN $8::int IS NULL THEN NULL ELSE now() + make_interval(secs => $8::int) END)
         ON CONFLICT (${col.type}, ${col.id}) DO UPDATE SET ${col.payload} = EXCLUDED.${col.payload}, ${col.grantId} = EXCLUDED.${col.grantId},
           ${col.uid} = EXCLUDED.${col.uid}, ${col.accountId} = EXCLUDED.${col.accountId}, ${col.clientId} = EXCLUDED.${col.clientId}, ${col.expiresAt} = EXCLUDED.${col.expiresAt}`,
        [this.model, id, payload, grantId, payload.uid ?? null, payload.accountId ?? null, payload.clientId ?? null, expiresIn ?? null],
      );
    }

    async find(id: string): Promise<AdapterPayload | undefined> {
      if (this.model === 'Client') return findClient(id);
      return found(await db.query(
        `SELECT ${col.payload} AS payload, ${col.consumedAt} IS NOT NULL AS consumed FROM ${table} WHERE ${col.type} = $1 AND ${col.id} = $2 AND ${live}`,
        [this.model, id]));
    }

    async findByUid(uid: string): Promise<AdapterPayload | undefined> {
      return found(await db.query(
        `SELECT ${col.payload} AS payload, ${col.consumedAt} IS NOT NULL AS consumed FROM ${table} WHERE ${col.type} = $1 AND ${col.uid} = $2 AND ${live}`,
        [this.model, uid]));
    }

    async findByUserCode(): Promise<undefined> {
      return undefined; // no device flow
    }

    async consume(id: string): Promise<void> {
      await db.query(`UPDATE ${table} SET ${col.consumedAt} = now() WHERE ${col.type} = $1 AND ${col.id} = $2`, [this.model, id]);
    }

    async destroy(id: string): Promise<void> {
      await db.query(`DELETE FROM ${table} WHERE ${col.type} = $1 AND ${col.id} = $2`, [this.model, id]);
    }

    /** A revoked grant (by its user, or a reused refresh token) takes its codes and tokens, and itself, with it. */
    async revokeByGrantId(grantId: string): Promise<void> {
      await db.query(`DELETE FROM ${table} WHERE ${col.grantId} = $1`, [grantId]);
    }
  };

  async function findClient(clientId: string): Promise<AdapterPayload | undefined> {
    const [app]: Array<{ name: string; redirect_uris: string[]; confidential: boolean; client_secret: string | null }> = await db.query(
      `SELECT ${apps.c.name} AS name, ${apps.c.redirectUris} AS redirect_uris, ${apps.c.confidential} AS confidential, ${apps.c.clientSecret} AS client_secret
         FROM ${clientIds.from} JOIN ${apps.from} ON ${apps.c.userId} = ${clientIds.c.userId} AND ${apps.c.id} = ${clientIds.c.oauthAppId}
        WHERE ${clientIds.c.clientId} = $1`, [clientId]);
    if (!app) return undefined;
    return {
      client_id: clientId,
      client_name: app.name,
      redirect_uris: app.redirect_uris,
      grant_types: ['authorization_code', 'refresh_token'],
      response_types: ['code'],
      token_endpoint_auth_method: app.confidential ? 'client_secret_basic' : 'none',
      ...(app.confidential && app.client_secret ? { client_secret: app.client_secret } : {}),
    };
  }
}

/** The ID-token signing key: made once by whichever instance first starts, then read by all. */
async function signingKeys(db: DataSource): Promise<Array<Record<string, unknown>>> {
  const { table, col } = sqlTable(db, OAuthSigningKey);
  const read = async () => (await db.query(`SELECT ${col.jwk} AS jwk FROM ${table} ORDER BY ${col.id}`) as Array<{ jwk: Record<string, unknown> }>).map((row) => row.jwk);
  const keys = await read();
  if (keys.length) return keys;
  const kid = randomUUID();
  const jwk = { ...generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ format: 'jwk' }), kid, use: 'sig', alg: 'RS256' };
  await db.query(`INSERT INTO ${table} (${col.id}, ${col.jwk}) VALUES ('default', $1) ON CONFLICT DO NOTHING`, [jwk]);
  return read();
}

export interface ProviderOptions {
  issuer: string;
  sessionSecret: string;
  behindProxy: boolean;
}

/**
 * Cairn's OAuth 2.1 / OpenID Connect authorization server (oidc-provider, an OpenID-certified
 * library): the authorization code flow with PKCE (S256) for every app, refresh tokens that
 * rotate (a reused one revokes its whole grant), discovery and userinfo. Loaded as an ES module.
 */
export async function createProvider(db: DataSource, users: UsersService, options: ProviderOptions): Promise<Provider> {
  const { default: OidcProvider } = await import('oidc-provider');
  const cookieKey = createHmac('sha256', options.sessionSecret).update('cairn oauth cookies').digest('base64url');
  const configuration: Configuration = {
    adapter: postgresAdapter(db),
    jwks: { keys: await signingKeys(db) as never },
    cookies: { keys: [cookieKey] },
    responseTypes: ['code'],
    scopes: ['openid', 'offline_access', 'email', 'profile', ...Object.keys(FINE_SCOPES)],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    async findAccount(_ctx, sub) {
      const user = await users.findById(sub).catch(() => null);
      if (!user) return undefined;
      return {
        accountId: user.id,
        async claims() {
          return { sub: user.id, email: user.email, email_verified: user.activatedAt !== null, name: user.username };
        },
      };
    },
    interactions: { url: (_ctx, interaction) => `${INTERACTION_PATH}/${interaction.uid}` },
    features: {
      devInteractions: { enabled: false },
      resourceIndicators: { enabled: false },
      revocation: { enabled: true },
      introspection: { enabled: true },
      userinfo: { enabled: true },
      rpInitiatedLogout: { enabled: false },
    },
    pkce: { required: () => true },
    // Every app with the refresh_token grant gets one (no offline_access prompt dance), and it rotates on every use.
    issueRefreshToken: async (_ctx, client) => client.grantTypeAllowed('refresh_token'),
    rotateRefreshToken: true,
    // A public app in a browser may call the token and userinfo endpoints from its redirect URIs' origins.
    clientBasedCORS: (_ctx, origin, client) => client.redirectUris?.some((uri) => URL.parse(uri)?.origin === origin) ?? false,
    ttl: { ...TTL },
    renderError: async (ctx, out) => {
      ctx.type = 'html';
      const text = (value: unknown) => String(value ?? '').replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
      ctx.body = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Sign in with Cairn</title></head><body><main><h1>This sign-in cannot go on</h1><p>${text(out.error_description ?? out.error)}</p><p><a href="/">Back to Cairn</a></p></main></body></html>`;
    },
  };
  const provider = new OidcProvider(options.issuer, configuration);
  provider.proxy = options.behindProxy;
  return provider;
}
