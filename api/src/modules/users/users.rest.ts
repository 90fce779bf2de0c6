import { Router } from 'express';
import { requireUser } from '../../http/auth';
import { requireSession } from '../../http/access-token';
import { sessionControl } from '../../http/session';
import { assertRecentlyVerified, type Services } from '../../shared/context';
import { parseInput } from '../../shared/validate';
import { userToday } from '../../shared/dates';
import { firstDayOfWeek } from '../../shared/time/days';
import type { User } from './user.entity';
import { UpdateProfileInput } from './users.types';
import { assertSelf } from './users.service';

/** SPEC.md §3's user, as the REST façade answers it. Never a hash. */
export function userJson(user: User) {
  return {
    _id: user.id,
    username: user.username,
    email: user.email,
    focusAreas: user.focusAreas,
    challenges: user.challenges,
    goalsLevel: user.plan,
    stripeCustomerId: user.stripeCustomerId,
    subscription: user.stripeSubscriptionId,
  };
}

/** The user's clock as the REST façade answers it. */
export function clockJson(user: User) {
  return { timeZone: user.timeZone, dayStartHour: user.dayStartHour, today: userToday(user) };
}

/** The user's week as the REST façade answers it: their choice (null: the locale's) and the day in effect. */
export function weekJson(user: User) {
  return { weekStart: user.weekStart, firstDayOfWeek: firstDayOfWeek(user) };
}

/** PUT /api/auth/{userId}, DELETE /api/user/{userId}, GET /api/user/find/{userId}, PUT /api/user/{userId}/week-start. */
export function usersRoutes(services: Services): Router {
  const router = Router();

  router.put('/auth/:userId', async (req, res) => {
    const user = requireUser(req);
    const input = await parseInput(UpdateProfileInput, req.body);
    if (input.password) {
      requireSession(req);
      assertRecentlyVerified({ session: sessionControl(req, res) }, Date.now());
    }
    const from = { ip: req.ip, userAgent: req.get('user-agent') ?? '' };
    const updated = await services.users.updateProfile(user, String(req.params.userId), input, req.sessionID, from);
    res.json({ message: 'Profile updated successfully', entity: userJson(updated) });
  });

  // The user's clock: { timeZone, dayStartHour }.
  router.put('/user/clock', async (req, res) => {
    const updated = await services.users.setClock(requireUser(req), req.body?.timeZone, req.body?.dayStartHour);
    res.json(clockJson(updated));
  });

  router.get('/user/clock', (req, res) => {
    res.json(clockJson(requireUser(req, 'profile')));
  });

  // The user's locale: { locale }, answered with the stored (canonical) tag.
  router.put('/user/:userId/locale', async (req, res) => {
    const user = requireUser(req);
    assertSelf(user, String(req.params.userId));
    res.json({ locale: (await services.users.setLocale(user, req.body?.locale)).locale });
  });

  // The first day of the user's weeks: { weekStart } (1 to 7, null to follow the locale).
  router.put('/user/:userId/week-start', async (req, res) => {
    res.json(weekJson(await services.users.setWeekStart(requireUser(req), String(req.params.userId), req.body?.weekStart)));
  });

  router.delete('/user/:userId', async (req, res) => {
    const user = requireUser(req);
    requireSession(req);
    await services.users.deleteAccount(user, String(req.params.userId));
    await sessionControl(req, res).signOut();
    res.json({ message: 'Profile deleted' });
  });

  router.get('/user/find/:userId', (req, res) => {
    res.json(userJson(services.users.find(requireUser(req, 'profile'), String(req.params.userId))));
  });

  return router;
}
