import express, { Router } from 'express';
import { requireUser } from '../../http/auth';
import { requireSession } from '../../http/access-token';
import { requireSelf } from '../../http/owner';
import type { Services } from '../../shared/context';
import { userJson } from '../users/users.rest';

/** POST /api/stripe/webhook: before any JSON parser, since the signature is over the raw body. */
export function stripeWebhookRoute(services: Services): Router {
  const router = Router();
  router.post('/stripe/webhook', express.raw({ type: '*/*', limit: '1mb' }), async (req, res) => {
    await services.billing.handleWebhook(req.body as Buffer, req.get('stripe-signature'));
    res.json({ received: true });
  });
  return router;
}

/** createcheckout, updatepaymentstatus and cancelunlimited (SPEC.md §7). */
export function billingRoutes(services: Services): Router {
  const router = Router();
  const { billing } = services;

  router.post('/stripe/createcheckout', async (req, res) => {
    // The price is the server's own (STRIPE_PRICE_ID); the client's priceId is not trusted.
    const user = requireUser(req);
    requireSession(req);
    const session = await billing.startCheckout(user);
    res.json({ id: session.id, url: session.url });
  });

  router.put('/user/updatepaymentstatus', async (req, res) => {
    const user = req.body?.userId === undefined ? requireUser(req) : requireSelf(req, req.body.userId);
    const sessionId = typeof req.body?.sessionId === 'string' ? req.body.sessionId : undefined;
    res.json(userJson(await billing.confirmCheckout(user, sessionId)));
  });

  router.post('/stripe/cancelunlimited', async (req, res) => {
    const user = req.body?.userId === undefined ? requireUser(req) : requireSelf(req, req.body.userId);
    res.json(userJson(await billing.cancel(user)));
  });

  return router;
}
