import { Router, type Request } from 'express';
import { requireUser } from '../../http/auth';
import { requireSession } from '../../http/access-token';
import { sessionControl } from '../../http/session';
import { assertRecentlyVerified, type Services } from '../../shared/context';
import { badInput } from '../../shared/errors';
import { recordId } from '../../shared/ids';
import { parseInput } from '../../shared/validate';
import { paymentRequired } from '../auth/auth.service';
import { RegisterInput } from '../auth/auth.types';
import { userJson } from '../users/users.rest';
import type { Passkey } from './passkey.entity';
import { passkeysText } from './passkeys.messages';
import { authText } from '../auth/auth.messages';

/** A passkey as the REST façade answers it: never its key or credential id. */
export function passkeyJson(passkey: Passkey) {
  return {
    _id: passkey.id,
    name: passkey.name,
    createdAt: passkey.createdAt.toISOString(),
    lastUsedAt: passkey.lastUsedAt?.toISOString() ?? null,
  };
}

/** The browser's answer: what @simplewebauthn/browser returned, as JSON text (the body holds fields, not records). */
function answer(req: Request): string {
  const response: unknown = req.body?.response;
  if (typeof response !== 'string' || response.length > 32_000) throw badInput(passkeysText('unreadable'));
  return response;
}

const ip = (req: Request) => req.ip ?? 'unknown';

/** Passkeys under SPEC.md's account paths (/api/auth/...): the same calls as GraphQL's. */
export function passkeysRoutes(services: Services): Router {
  const router = Router();
  const { passkeys } = services;
  const sessionUser = (req: Request) => {
    const user = requireUser(req);
    requireSession(req);
    return user;
  };

  router.get('/auth/passkeys', async (req, res) => {
    res.json((await passkeys.list(sessionUser(req).id)).map(passkeyJson));
  });

  router.post('/auth/passkeys/options', async (req, res) => {
    const user = sessionUser(req);
    assertRecentlyVerified({ session: sessionControl(req, res) }, Date.now());
    res.json(JSON.parse(await passkeys.addOptions(user)));
  });

  router.post('/auth/passkeys', async (req, res) => {
    const user = sessionUser(req);
    assertRecentlyVerified({ session: sessionControl(req, res) }, Date.now());
    res.status(201).json(passkeyJson(await passkeys.add(user, req.body?.name, answer(req), ip(req))));
  });

  router.patch('/auth/passkeys/:id', async (req, res) => {
    const user = sessionUser(req);
    res.json(passkeyJson(await passkeys.rename(user, recordId(req.params.id, 'Passkey'), req.body?.name)));
  });

  router.delete('/auth/passkeys/:id', async (req, res) => {
    const user = sessionUser(req);
    res.json({ _id: await passkeys.remove(user, recordId(req.params.id, 'Passkey'), ip(req)) });
  });

  router.post('/auth/passkeys/confirm/options', async (req, res) => {
    res.json(JSON.parse(await passkeys.confirmOptions(sessionUser(req))));
  });

  router.post('/auth/passkeys/confirm', async (req, res) => {
    const user = sessionUser(req);
    await passkeys.confirm(user, answer(req));
    await sessionControl(req, res).markVerified();
    res.json({ message: authText('confirmed').in(req.locale) });
  });

  router.post('/auth/login-passkey/options', async (req, res) => {
    requireSession(req);
    res.json(JSON.parse(await passkeys.signInOptions(ip(req))));
  });

  router.post('/auth/login-passkey', async (req, res) => {
    requireSession(req);
    const user = await passkeys.signIn(answer(req), { ip: ip(req), userAgent: req.get('user-agent') ?? '' });
    await sessionControl(req, res).signIn(user.id);
    res.json({ details: { ...userJson(user), paymentRequired: paymentRequired(user) } });
  });

  router.post('/auth/register-passkey/options', async (req, res) => {
    requireSession(req);
    res.json(JSON.parse(await passkeys.signUpOptions(await parseInput(RegisterInput, req.body), ip(req), req.locale ?? 'en')));
  });

  router.post('/auth/register-passkey', async (req, res) => {
    requireSession(req);
    await passkeys.signUp(answer(req), req.body?.name, ip(req));
    res.status(201).json({ message: authText('registered').in(req.locale) });
  });

  return router;
}
