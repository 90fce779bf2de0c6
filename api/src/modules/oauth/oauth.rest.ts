import express, { Router, type Request, type Response } from 'express';
import { requireUser } from '../../http/auth';
import { requireSession } from '../../http/access-token';
import { restCsrfGuard } from '../../http/csrf';
import { AppError, notFound } from '../../shared/errors';
import type { Services } from '../../shared/context';
import { recordId } from '../../shared/ids';
import type { OAuthApp } from './oauth-app.entity';
import type { AppAccess } from './oauth.service';
import { APP_SCOPES, appScopeWords, type Provider } from './provider';
import { oauthText } from './oauth.messages';

export function developerAppJson(app: OAuthApp) {
  return { _id: app.id, clientId: app.clientId, name: app.name, redirectUris: app.redirectUris, confidential: app.confidential, createdAt: app.createdAt.toISOString() };
}

export function appAccessJson(access: AppAccess) {
  return { _id: access.grantId, appName: access.appName, clientId: access.clientId, scopes: access.scopes, signInScopes: access.signInScopes, grantedAt: access.grantedAt.toISOString() };
}

/** GET/POST /api/apps, DELETE /api/apps/{id}; GET /api/apps/access, DELETE /api/apps/access/{id}: a signed-in session only. */
export function oauthRoutes(services: Services): Router {
  const router = Router();
  const { oauth } = services;
  const sessionUser = (req: Request) => {
    const user = requireUser(req);
    requireSession(req);
    return user;
  };

  router.get('/apps', async (req, res) => {
    res.json((await oauth.apps(sessionUser(req))).map(developerAppJson));
  });
  router.post('/apps', async (req, res) => {
    const { app, clientSecret } = await oauth.createApp(sessionUser(req), { name: req.body?.name, redirectUris: req.body?.redirectUris, confidential: req.body?.confidential });
    res.status(201).json({ ...developerAppJson(app), clientSecret });
  });
  router.get('/apps/access', async (req, res) => {
    res.json((await oauth.access(sessionUser(req))).map(appAccessJson));
  });
  router.delete('/apps/access/:id', async (req, res) => {
    const user = sessionUser(req);
    res.json({ _id: await oauth.revokeAccess(user, grantId(req.params.id)) });
  });
  router.delete('/apps/:id', async (req, res) => {
    const user = sessionUser(req);
    res.json({ _id: await oauth.deleteApp(user, recordId(req.params.id, 'App')) });
  });
  return router;
}

const grantId = (value: unknown): string => {
  if (typeof value !== 'string' || !/^[A-Za-z0-9_-]{10,100}$/.test(value)) throw notFound('App access');
  return value;
};

/** oidc-provider's "no such interaction" (no cookie, expired, or already answered), in Cairn's words. */
async function interaction(provider: Provider, req: Request, res: Response) {
  try {
    return await provider.interactionDetails(req, res);
  } catch {
    throw new AppError('NOT_FOUND', oauthText('requestExpired'));
  }
}

/**
 * The consent screen's calls, under /oauth/interaction/{uid} (the path of oidc-provider's
 * interaction cookie; the page itself is the web app's). The signed-in Cairn user is the one who
 * answers; a visitor is sent to sign in first by the page.
 */
export function oauthInteractionRoutes(oauthProvider: () => Promise<Provider>, appUrl: string): Router {
  const router = Router();
  router.use(express.json({ limit: '10kb' }));

  router.get('/:uid/details', async (req, res) => {
    const provider = await oauthProvider();
    const details = await interaction(provider, req, res);
    if (details.uid !== req.params.uid) throw new AppError('NOT_FOUND', oauthText('requestExpired'));
    const client = await provider.Client.find(String(details.params.client_id));
    const requested = String(details.params.scope ?? '').split(' ').filter((scope) => APP_SCOPES.includes(scope));
    res.setHeader('Cache-Control', 'no-store');
    res.json({
      uid: details.uid,
      app: { name: client?.clientName ?? oauthText('anApp').in(req.locale), clientId: details.params.client_id, redirectTo: new URL(String(details.params.redirect_uri)).origin },
      scopes: requested.map((scope) => ({ scope, words: appScopeWords(scope, req.locale) })),
      signedInAs: req.user ? { name: req.user.username, email: req.user.email } : null,
    });
  });

  router.post('/:uid/confirm', restCsrfGuard(appUrl), async (req, res) => {
    const user = requireUser(req);
    const provider = await oauthProvider();
    const details = await interaction(provider, req, res);
    const clientId = String(details.params.client_id);
    // The grant the provider found is kept only when it is this user's (another may have signed in to Cairn meanwhile).
    const existing = details.grantId ? await provider.Grant.find(details.grantId) : undefined;
    const grant = existing?.accountId === user.id ? existing : new provider.Grant({ accountId: user.id, clientId });
    const missing = details.prompt.details as { missingOIDCScope?: string[]; missingOIDCClaims?: string[] };
    const requested = String(details.params.scope ?? '').split(' ').filter((scope) => APP_SCOPES.includes(scope));
    grant.addOIDCScope([...new Set([...(missing.missingOIDCScope ?? []), ...requested])].join(' '));
    if (missing.missingOIDCClaims?.length) grant.addOIDCClaims(missing.missingOIDCClaims);
    const saved = await grant.save();
    const redirectTo = await provider.interactionResult(req, res, { login: { accountId: user.id }, consent: { grantId: saved } }, { mergeWithLastSubmission: false });
    res.json({ redirectTo });
  });

  router.post('/:uid/deny', restCsrfGuard(appUrl), async (req, res) => {
    requireUser(req);
    const provider = await oauthProvider();
    await interaction(provider, req, res);
    const redirectTo = await provider.interactionResult(req, res, { error: 'access_denied', error_description: 'The user did not allow access.' }, { mergeWithLastSubmission: false });
    res.json({ redirectTo });
  });
  return router;
}
