import { Router } from 'express';
import { requireUser } from '../../http/auth';
import { requireSession } from '../../http/access-token';
import type { Services } from '../../shared/context';
import { parseInput } from '../../shared/validate';
import { DeviceArgs } from './sessions.types';
import { sessionsText } from './sessions.messages';

/** Devices signed in (issue 30): GET /api/user/sessions, DELETE /api/user/sessions/{id}, POST /api/user/sessions/sign-out-others. */
export function sessionsRoutes(services: Services): Router {
  const router = Router();

  router.get('/user/sessions', async (req, res) => {
    const user = requireUser(req);
    requireSession(req);
    res.json(await services.sessions.list(user.id, req.sessionID, req.locale ?? 'en'));
  });

  router.post('/user/sessions/sign-out-others', async (req, res) => {
    const user = requireUser(req);
    requireSession(req);
    await services.sessions.endAll(user.id, { keepSessionId: req.sessionID });
    res.json({ message: sessionsText('othersSignedOut').in(req.locale) });
  });

  router.delete('/user/sessions/:id', async (req, res) => {
    const user = requireUser(req);
    requireSession(req);
    const { id } = await parseInput(DeviceArgs, { id: req.params.id });
    await services.sessions.endOne(user.id, id);
    res.json({ message: sessionsText('signedOut').in(req.locale) });
  });

  return router;
}
