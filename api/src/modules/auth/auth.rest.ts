import { Router, type Request } from 'express';
import { statusFor } from '../../http/errors';
import { sessionControl } from '../../http/session';
import type { Services } from '../../shared/context';
import { parseInput } from '../../shared/validate';
import { userJson } from '../users/users.rest';
import type { User } from '../users/user.entity';
import { paymentRequired } from './auth.service';
import { EmailArgs, LoginArgs, RegisterInput, ResetPasswordArgs, TokenArgs } from './auth.types';
import { ConfirmPasswordArgs, EnableTwoStepArgs, SecondStepArgs } from './two-step.types';
import { assertRecentlyVerified } from '../../shared/context';
import { requireUser } from '../../http/auth';
import { requireSession } from '../../http/access-token';
import { authText } from './auth.messages';

const loginJson = (user: User) => ({ details: { ...userJson(user), paymentRequired: paymentRequired(user) } });

/** The /api/auth calls of SPEC.md §7, with the statuses of §8. */
export function authRoutes(services: Services): Router {
  const router = Router();
  const { auth } = services;
  const ip = (req: { ip?: string }) => req.ip ?? 'unknown';
  const from = (req: Request) => ({ ip: ip(req), userAgent: req.get('user-agent') ?? '' });

  router.post('/auth/register', async (req, res) => {
    await auth.register(await parseInput(RegisterInput, req.body), ip(req), req.locale ?? 'en');
    res.status(201).json({ message: authText('registered').in(req.locale) });
  });

  router.post('/auth/activate', async (req, res) => {
    const { token } = await parseInput(TokenArgs, { token: req.body?.hash });
    await auth.activate(token);
    res.json({ message: authText('activated').in(req.locale) });
  });

  router.post('/auth/resend-activation', async (req, res) => {
    const { email } = await parseInput(EmailArgs, req.body);
    await auth.resendActivation(email);
    res.json({ message: authText('activationResent').in(req.locale) });
  });

  router.post('/auth/login', async (req, res) => {
    const { email, password } = await parseInput(LoginArgs, req.body);
    const user = await auth.login(email, password, ip(req));
    await auth.firstStepPassed(user, sessionControl(req, res), from(req));
    res.json(loginJson(user));
  });

  // The second step of a sign-in that /auth/login answered 401 with reason SECOND_STEP_REQUIRED.
  router.post('/auth/login/second-step', async (req, res) => {
    const { code } = await parseInput(SecondStepArgs, req.body);
    const user = await auth.completeSecondStep(sessionControl(req, res), code, from(req));
    res.json(loginJson(user));
  });

  // The password again, when a change of credentials answered 403 with reason REAUTH_REQUIRED.
  router.post('/auth/confirm-password', async (req, res) => {
    const user = requireUser(req);
    requireSession(req);
    const { password } = await parseInput(ConfirmPasswordArgs, req.body);
    await auth.confirmPassword(user, password, sessionControl(req, res), ip(req));
    res.json({ message: authText('confirmed').in(req.locale) });
  });

  // Two-step sign-in, as GraphQL's twoStepStatus, beginTwoStepSetup, enableTwoStep, regenerateRecoveryCodes, disableTwoStep.
  router.get('/auth/two-step', async (req, res) => {
    const user = requireUser(req);
    requireSession(req);
    res.json(await auth.twoStep.status(user.id));
  });

  router.post('/auth/two-step/setup', async (req, res) => {
    const user = requireUser(req);
    requireSession(req);
    res.json(await auth.twoStep.beginSetup(user));
  });

  router.post('/auth/two-step/enable', async (req, res) => {
    const user = requireUser(req);
    requireSession(req);
    const { code, signOutOthers } = await parseInput(EnableTwoStepArgs, req.body);
    const recoveryCodes = await auth.twoStep.enable(user.id, code, from(req));
    if (signOutOthers) await services.sessions.endAll(user.id, { keepSessionId: req.sessionID });
    res.json({ recoveryCodes });
  });

  router.post('/auth/two-step/recovery-codes', async (req, res) => {
    const user = requireUser(req);
    requireSession(req);
    assertRecentlyVerified({ session: sessionControl(req, res) }, Date.now());
    res.json({ recoveryCodes: await auth.twoStep.regenerateRecoveryCodes(user.id) });
  });

  router.delete('/auth/two-step', async (req, res) => {
    const user = requireUser(req);
    requireSession(req);
    assertRecentlyVerified({ session: sessionControl(req, res) }, Date.now());
    await auth.twoStep.disable(user.id, from(req));
    res.json({ message: authText('twoStepOff').in(req.locale) });
  });

  router.post('/auth/login-google', async (req, res) => {
    const { token } = await parseInput(TokenArgs, req.body);
    const user = await auth.loginWithGoogle(token);
    await auth.firstStepPassed(user, sessionControl(req, res), from(req));
    res.json(loginJson(user));
  });

  router.post('/auth/validate-google', async (req, res) => {
    const { token } = await parseInput(TokenArgs, req.body);
    res.json(await auth.validateGoogle(token));
  });

  router.post('/auth/logout', async (req, res) => {
    await sessionControl(req, res).signOut();
    res.json({ message: authText('loggedOut').in(req.locale) });
  });

  router.get('/auth/me', (req, res) => {
    res.json(userJson(requireUser(req, 'profile')));
  });

  router.post('/auth/resetemail', statusFor({ NOT_FOUND: 401, CONFLICT: 422 }, async (req, res) => {
    const { email } = await parseInput(EmailArgs, req.body);
    await auth.requestPasswordReset(email, ip(req));
    res.json({ message: authText('resetSent').in(req.locale) });
  }));

  router.post('/auth/resetpassword', async (req, res) => {
    const { token, password } = await parseInput(ResetPasswordArgs, { token: req.body?.hash, password: req.body?.password });
    await auth.resetPassword(token, password);
    res.json({ message: authText('passwordReset').in(req.locale) });
  });

  return router;
}
