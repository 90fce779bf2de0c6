import { Router } from 'express';
import { requireUser } from '../../http/auth';
import { requireSession } from '../../http/access-token';
import type { Services } from '../../shared/context';
import { parseInput } from '../../shared/validate';
import { TokenArgs } from '../auth/auth.types';

/** GET /api/user/security-activity and POST /api/auth/not-me (issue 30). */
export function securityRoutes(services: Services): Router {
  const router = Router();

  router.get('/user/security-activity', async (req, res) => {
    const user = requireUser(req);
    requireSession(req);
    res.json(await services.security.list(user.id));
  });

  router.post('/auth/not-me', async (req, res) => {
    const { token } = await parseInput(TokenArgs, { token: req.body?.hash });
    await services.security.notMe(token);
    res.json({ message: 'Every session of your account has ended. Check your email for a link to choose a new password.' });
  });

  return router;
}
