import { Router } from 'express';
import { requireUser } from '../../http/auth';
import { requireSession } from '../../http/access-token';
import type { Services } from '../../shared/context';
import { sendList } from '../../http/pages';
import { parseInput } from '../../shared/validate';
import { TokenArgs } from '../auth/auth.types';
import { securityText } from './security.messages';

/** GET /api/user/security-activity and POST /api/auth/not-me (issue 30). */
export function securityRoutes(services: Services): Router {
  const router = Router();

  router.get('/user/security-activity', async (req, res) => {
    const user = requireUser(req);
    requireSession(req);
    // With ?limit= a page of the whole record (newest first) and a Link to the next; without, the latest 50 lines.
    await sendList(req, res, { all: () => services.security.list(user.id, req.locale ?? 'en'), page: (page) => services.security.page(user.id, req.locale ?? 'en', page) }, (rows) => rows);
  });

  router.post('/auth/not-me', async (req, res) => {
    const { token } = await parseInput(TokenArgs, { token: req.body?.hash });
    await services.security.notMe(token);
    res.json({ message: securityText('everySessionEnded').in(req.locale) });
  });

  return router;
}
