import { Router, type Request } from 'express';
import { requireUser } from '../../http/auth';
import { recordId } from '../../shared/ids';
import type { Services } from '../../shared/context';
import type { WebhookDelivery } from './webhook-delivery.entity';
import type { WebhookEndpoint } from './webhook-endpoint.entity';
import type { WebhookOwner } from './webhooks.service';
import { attemptsIn, deliveryErrorIn, disabledReasonIn } from './webhooks.messages';

/** An endpoint as the REST façade answers it, its reason in `locale`'s language: never its secret. */
export function webhookEndpointJson(endpoint: WebhookEndpoint, locale: string) {
  return {
    _id: endpoint.id,
    url: endpoint.url,
    events: endpoint.events,
    appId: endpoint.appId,
    enabled: endpoint.enabled,
    disabledAt: endpoint.disabledAt?.toISOString() ?? null,
    disabledReason: disabledReasonIn(endpoint, locale),
    createdAt: endpoint.createdAt.toISOString(),
  };
}

/** A delivery in the log, its errors in `locale`'s language: its id is the Cairn-Delivery header it was sent with. */
export function webhookDeliveryJson(delivery: WebhookDelivery, locale: string) {
  return {
    _id: delivery.id,
    endpoint: delivery.endpointId,
    event: delivery.eventType,
    data: delivery.payload,
    state: delivery.state,
    attempts: delivery.attempts,
    responseStatus: delivery.responseStatus,
    lastError: deliveryErrorIn(delivery.lastError, delivery.lastErrorText, locale),
    attemptLog: attemptsIn(delivery.attemptLog, locale),
    createdAt: delivery.createdAt.toISOString(),
    finishedAt: delivery.finishedAt?.toISOString() ?? null,
  };
}

/** /api/webhooks, /api/webhooks/{id}, /api/webhooks/{id}/test, /api/webhooks/{id}/deliveries. */
export function webhooksRoutes(services: Services): Router {
  const router = Router();
  const { webhooks } = services;

  router.get('/webhooks', async (req, res) => {
    res.json((await webhooks.list(owner(req))).map((endpoint) => webhookEndpointJson(endpoint, req.locale ?? 'en')));
  });

  router.post('/webhooks', async (req, res) => {
    const { endpoint, secret } = await webhooks.create(owner(req), { url: req.body?.url, events: req.body?.events });
    res.status(201).json({ ...webhookEndpointJson(endpoint, req.locale ?? 'en'), secret });
  });

  router.patch('/webhooks/:id', async (req, res) => {
    const body = req.body ?? {};
    const endpoint = await webhooks.update(owner(req), recordId(req.params.id, 'Webhook endpoint'), { url: body.url, events: body.events, enabled: body.enabled });
    res.json(webhookEndpointJson(endpoint, req.locale ?? 'en'));
  });

  router.delete('/webhooks/:id', async (req, res) => {
    res.json({ _id: await webhooks.remove(owner(req), recordId(req.params.id, 'Webhook endpoint')) });
  });

  router.post('/webhooks/:id/test', async (req, res) => {
    res.status(201).json(webhookDeliveryJson(await webhooks.sendTest(owner(req), recordId(req.params.id, 'Webhook endpoint')), req.locale ?? 'en'));
  });

  router.get('/webhooks/:id/deliveries', async (req, res) => {
    const deliveries = await webhooks.deliveries(owner(req), recordId(req.params.id, 'Webhook endpoint'), req.query.limit);
    res.json(deliveries.map((delivery) => webhookDeliveryJson(delivery, req.locale ?? 'en')));
  });

  return router;
}

/** The user, and the token's scopes and app when the request has one (an app manages only its own endpoints). */
function owner(req: Request): WebhookOwner {
  const user = requireUser(req, 'webhooks');
  return req.accessToken ? { user, scopes: req.accessToken.scopes, appId: req.accessToken.appId } : { user };
}
