import { Router } from 'express';
import { requireUser } from '../../http/auth';
import { requireSession } from '../../http/access-token';
import { recordId } from '../../shared/ids';
import { assertRecentlyVerified, type Services } from '../../shared/context';
import { sessionControl } from '../../http/session';
import type { AccessToken } from './access-token.entity';
import { sendList } from '../../http/pages';

/** A token as the REST façade answers it: never its hash. */
export function accessTokenJson(token: AccessToken) {
  return {
    _id: token.id,
    name: token.name,
    scopes: token.scopes,
    expiresAt: token.expiresAt?.toISOString() ?? null,
    lastUsedAt: token.lastUsedAt?.toISOString() ?? null,
    createdAt: token.createdAt.toISOString(),
  };
}

/** GET/POST /api/tokens, DELETE /api/tokens/{id}. */
export function accessTokensRoutes(services: Services): Router {
  const router = Router();
  const { accessTokens } = services;

  // Tokens are managed from a signed-in session only: a token can neither list nor revoke them.
  router.get('/tokens', async (req, res) => {
    requireSession(req);
    // With ?limit= a page (newest first) and a Link to the next; without, every token.
    await sendList(req, res, { all: () => accessTokens.list(requireUser(req)), page: (page) => accessTokens.page(requireUser(req), page) }, (rows) => rows.map(accessTokenJson));
  });

  router.post('/tokens', async (req, res) => {
    const user = requireUser(req);
    requireSession(req);
    assertRecentlyVerified({ session: sessionControl(req, res) }, Date.now());
    const from = { ip: req.ip, userAgent: req.get('user-agent') ?? '' };
    const { token, secret } = await accessTokens.create(user, { name: req.body?.name, scopes: req.body?.scopes, expiresAt: req.body?.expiresAt }, from);
    res.status(201).json({ ...accessTokenJson(token), secret });
  });

  router.delete('/tokens/:id', async (req, res) => {
    requireSession(req);
    const from = { ip: req.ip, userAgent: req.get('user-agent') ?? '' };
    res.json({ _id: await accessTokens.revoke(requireUser(req), recordId(req.params.id, 'Access token'), from) });
  });

  return router;
}
