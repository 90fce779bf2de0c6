import Stripe from 'stripe';
import { startTestApp, type TestApp } from '../../../test/app';
import { Client } from '../../../test/client';
import { startFakeStripe, type FakeStripe } from '../../../test/fake-stripe.cjs';
import { PASSWORD, signedInUser } from '../../../test/users';

const WEBHOOK_SECRET = 'whsec_test_secret';
const stripe = new Stripe('sk_test_x');

let app: TestApp;
let fake: FakeStripe;
beforeAll(async () => {
  fake = await startFakeStripe();
  app = await startTestApp({ STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, STRIPE_PRICE_ID: 'price_unlimited', STRIPE_API_URL: fake.url });
});
afterAll(async () => { await app.stop(); await fake.close(); });

const plan = async (userId: string) =>
  (await app.db.dataSource.query(`SELECT plan, stripe_customer_id, stripe_subscription_id FROM users WHERE id = $1`, [userId]))[0];

function webhook(event: object, secret = WEBHOOK_SECRET) {
  const payload = JSON.stringify(event);
  return fetch(`${app.url}/api/stripe/webhook`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'stripe-signature': stripe.webhooks.generateTestHeaderString({ payload, secret }) },
    body: payload,
  });
}

const completed = (eventId: string, session: object) => ({ id: eventId, object: 'event', type: 'checkout.session.completed', data: { object: session } });

describe('checkout', () => {
  it('creates one customer and one session per checkout, for the server\'s price', async () => {
    const { client, id } = await signedInUser(app);
    const first = await client.rest<{ id: string; url: string }>('POST', '/api/stripe/createcheckout', { stripeCustomerId: null, priceId: 'price_cheap' });
    expect(first).toMatchObject({ status: 200, body: { id: expect.stringMatching(/^cs_test_/), url: expect.stringContaining('/checkout/') } });
    const second = await client.gql<{ startCheckout: { id: string } }>(`mutation { startCheckout { id url } }`);
    expect(second.data!.startCheckout.id).not.toBe(first.body.id);

    const { stripe_customer_id: customerId } = await plan(id);
    const email = fake.state.customers.get(customerId)!.email;
    expect([...fake.state.customers.values()].filter((c) => c.email === email)).toHaveLength(1);
    const session = fake.state.sessions.get(first.body.id)!;
    expect(session).toMatchObject({ mode: 'subscription', client_reference_id: id, customer: (await plan(id)).stripe_customer_id });
    expect(fake.state.requests.find((r) => r.path === '/v1/checkout/sessions' && r.method === 'POST')?.body)
      .toMatchObject({ line_items: { 0: { price: 'price_unlimited', quantity: '1' } } });
    expect((await plan(id)).plan).toBe('free');
  });

  it('the success call upgrades only for a paid session of the user\'s own', async () => {
    const a = await signedInUser(app);
    const b = await signedInUser(app);
    const { body: sessionA } = await a.client.rest<{ id: string }>('POST', '/api/stripe/createcheckout', {});
    const { body: sessionB } = await b.client.rest<{ id: string }>('POST', '/api/stripe/createcheckout', {});

    // Unpaid: nothing changes.
    expect(await a.client.rest('PUT', '/api/user/updatepaymentstatus', { userId: a.id, sessionId: sessionA.id }))
      .toMatchObject({ status: 400, body: { message: 'Payment processing failed. Please try again.' } });
    // Another user's paid session: nothing changes.
    fake.pay(sessionB.id);
    expect((await a.client.rest('PUT', '/api/user/updatepaymentstatus', { userId: a.id, sessionId: sessionB.id })).status).toBe(400);
    expect((await a.client.rest('PUT', '/api/user/updatepaymentstatus', { userId: b.id, sessionId: sessionB.id })).status).toBe(403);
    expect((await plan(a.id)).plan).toBe('free');

    fake.pay(sessionA.id);
    const upgraded = await a.client.rest('PUT', '/api/user/updatepaymentstatus', { userId: a.id });
    expect(upgraded).toMatchObject({ status: 200, body: { _id: a.id, goalsLevel: 'unlimited', subscription: expect.stringMatching(/^sub_/) } });
    const viaGraphql = await b.client.gql(`mutation($sessionId: String) { confirmCheckout(sessionId: $sessionId) { plan } }`, { sessionId: sessionB.id });
    expect(viaGraphql.data).toEqual({ confirmCheckout: { plan: 'UNLIMITED' } });
  });

  it('a Free user with 5 goals who upgrades can add a 6th', async () => {
    const { client, id } = await signedInUser(app);
    const items: Array<{ id: string }> = await app.db.dataSource.query(`SELECT id FROM catalogue_items WHERE kind = 'goal' LIMIT 6`);
    for (const item of items.slice(0, 5)) await client.rest('POST', '/api/user/addgoal', { goal: item.id, user: id });
    expect((await client.rest('POST', '/api/user/addgoal', { goal: items[5].id, user: id })).status).toBe(403);
    const { body: session } = await client.rest<{ id: string }>('POST', '/api/stripe/createcheckout', {});
    fake.pay(session.id);
    await client.rest('PUT', '/api/user/updatepaymentstatus', { userId: id, sessionId: session.id });
    expect((await client.rest('POST', '/api/user/addgoal', { goal: items[5].id, user: id })).status).toBe(201);
  });
});

describe('webhooks', () => {
  it('a correctly signed checkout.session.completed upgrades once, even when delivered twice', async () => {
    const { client, id } = await signedInUser(app);
    const { body } = await client.rest<{ id: string }>('POST', '/api/stripe/createcheckout', {});
    const session = fake.pay(body.id)!;
    const event = completed(`evt_${body.id}`, session);
    expect((await webhook(event)).status).toBe(200);
    expect((await plan(id)).plan).toBe('unlimited');

    await app.db.dataSource.query(`UPDATE users SET plan = 'free' WHERE id = $1`, [id]); // if it ran again, it would upgrade again
    expect((await webhook(event)).status).toBe(200);
    expect((await plan(id)).plan).toBe('free');
    const [{ n }] = await app.db.dataSource.query(`SELECT count(*)::int AS n FROM stripe_events WHERE id = $1`, [event.id]);
    expect(n).toBe(1);
  });

  it('refuses a bad signature with 400 and changes nothing', async () => {
    const { client, id } = await signedInUser(app);
    const { body } = await client.rest<{ id: string }>('POST', '/api/stripe/createcheckout', {});
    const event = completed(`evt_forged_${body.id}`, fake.pay(body.id)!);
    expect((await webhook(event, 'whsec_wrong')).status).toBe(400);
    const unsigned = await fetch(`${app.url}/api/stripe/webhook`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(event) });
    expect(unsigned.status).toBe(400);
    expect((await plan(id)).plan).toBe('free');
    expect(await app.db.dataSource.query(`SELECT id FROM stripe_events WHERE id = $1`, [event.id])).toEqual([]);
  });

  it('subscription deleted and payment failed bring the plan down, keeping the data', async () => {
    for (const type of ['customer.subscription.deleted', 'invoice.payment_failed']) {
      const { client, id } = await signedInUser(app);
      const { body } = await client.rest<{ id: string }>('POST', '/api/stripe/createcheckout', {});
      const session = fake.pay(body.id)!;
      await webhook(completed(`evt_up_${body.id}`, session));
      await client.rest('POST', '/api/task/create', { text: 'keep me', user: id });
      const object = type === 'invoice.payment_failed'
        ? { id: `in_${body.id}`, object: 'invoice', customer: session.customer }
        : { id: session.subscription, object: 'subscription', customer: session.customer };
      expect((await webhook({ id: `evt_down_${type}_${body.id}`, object: 'event', type, data: { object } })).status).toBe(200);
      expect(await plan(id)).toMatchObject({ plan: 'free', stripe_subscription_id: null });
      const [{ n }] = await app.db.dataSource.query(`SELECT count(*)::int AS n FROM tasks WHERE user_id = $1`, [id]);
      expect(n).toBe(1);
    }
  });

  it("finds the account by its Stripe customer through the customer's lookup, and changes nobody for a customer it does not know", async () => {
    const { client, id } = await signedInUser(app);
    const bystander = await signedInUser(app, { plan: 'unlimited' });
    const { body } = await client.rest<{ id: string }>('POST', '/api/stripe/createcheckout', {});
    const session = fake.pay(body.id)!;
    expect(await app.db.dataSource.query(`SELECT user_id FROM user_stripe_customers WHERE stripe_customer_id = $1`, [session.customer])).toEqual([{ user_id: id }]);
    await webhook(completed(`evt_lookup_up_${body.id}`, session));
    expect((await plan(id)).plan).toBe('unlimited');
    const deleted = (customer: unknown, suffix: string) => ({ id: `evt_lookup_${suffix}_${body.id}`, object: 'event', type: 'customer.subscription.deleted', data: { object: { id: session.subscription, object: 'subscription', customer } } });
    expect((await webhook(deleted('cus_nobody', 'unknown'))).status).toBe(200);
    expect((await plan(id)).plan).toBe('unlimited');
    expect((await webhook(deleted(session.customer, 'down'))).status).toBe(200);
    expect((await plan(id)).plan).toBe('free');
    expect((await plan(bystander.id)).plan).toBe('unlimited');
  });
});

describe('cancel and paymentRequired', () => {
  it('cancel cancels at Stripe and downgrades, answering the updated user', async () => {
    const { client, id } = await signedInUser(app);
    const { body } = await client.rest<{ id: string }>('POST', '/api/stripe/createcheckout', {});
    const session = fake.pay(body.id)!;
    await client.rest('PUT', '/api/user/updatepaymentstatus', { userId: id, sessionId: body.id });
    const cancelled = await client.rest('POST', '/api/stripe/cancelunlimited', { userId: id, subscription: session.subscription });
    expect(cancelled).toMatchObject({ status: 200, body: { _id: id, goalsLevel: 'free', subscription: null } });
    expect(fake.state.canceled).toContain(session.subscription);
    expect((await client.rest('POST', '/api/stripe/cancelunlimited', { userId: id })).status).toBe(400);
    const other = await signedInUser(app);
    expect((await other.client.rest('POST', '/api/stripe/cancelunlimited', { userId: id })).status).toBe(403);
  });

  it('login says paymentRequired for Unlimited without a subscription', async () => {
    const { id, email } = await signedInUser(app);
    await app.db.dataSource.query(`UPDATE users SET plan = 'unlimited', stripe_subscription_id = NULL WHERE id = $1`, [id]);
    const login = await new Client(app.url).rest('POST', '/api/auth/login', { email, password: PASSWORD });
    expect(login.body).toMatchObject({ details: { paymentRequired: true, goalsLevel: 'unlimited' } });
  });
});

describe('without Stripe keys', () => {
  it('checkout explains that payments are not configured; the operator sets plans', async () => {
    const plain = await startTestApp();
    try {
      const { client, email, id } = await signedInUser(plain);
      const answer = await client.rest('POST', '/api/stripe/createcheckout', {});
      expect(answer).toMatchObject({ status: 503, body: { message: expect.stringMatching(/^Payments are not configured/) } });
      expect((await client.gql(`{ plans { paymentsEnabled offers { name pricePerMonth goals habits openTasks trendDays } } }`)).data).toEqual({
        plans: {
          paymentsEnabled: false,
          offers: [
            { name: 'Free', pricePerMonth: 0, goals: 5, habits: 5, openTasks: 10, trendDays: 7 },
            { name: 'Unlimited', pricePerMonth: 2.99, goals: null, habits: null, openTasks: null, trendDays: null },
          ],
        },
      });
      await plain.services.billing.setPlan(email.toUpperCase(), 'unlimited' as never);
      const login = await new Client(plain.url).rest('POST', '/api/auth/login', { email, password: PASSWORD });
      expect(login.body).toMatchObject({ details: { goalsLevel: 'unlimited', paymentRequired: false } });
      await plain.services.billing.setPlan(email, 'free' as never);
      expect((await plain.db.dataSource.query(`SELECT plan FROM users WHERE id = $1`, [id]))[0].plan).toBe('free');
    } finally {
      await plain.stop();
    }
  });
});

describe('edge cases', () => {
  it("a paid session whose Stripe customer is another account's: 2xx, recorded, and nobody's plan changes", async () => {
    const a = await signedInUser(app);
    const b = await signedInUser(app);
    const { body } = await a.client.rest<{ id: string }>('POST', '/api/stripe/createcheckout', {});
    const session = fake.pay(body.id)!;
    const { stripe_customer_id: customerOfA } = await plan(a.id);
    // The same paid customer, but the session names b (who has no customer yet).
    const event = completed(`evt_conflict_${body.id}`, { ...session, client_reference_id: b.id, customer: customerOfA });
    for (let delivery = 0; delivery < 2; delivery++) expect((await webhook(event)).status).toBe(200);
    expect(await plan(b.id)).toMatchObject({ plan: 'free', stripe_customer_id: null });
    expect(await plan(a.id)).toMatchObject({ plan: 'free', stripe_customer_id: customerOfA });
    expect(await app.db.dataSource.query(`SELECT outcome FROM stripe_events WHERE id = $1`, [event.id])).toEqual([{ outcome: 'customer-conflict' }]);
  });

  it('answers 503 with a clear message when Stripe cannot be reached, changing nothing', async () => {
    const unreachable = await startTestApp({
      STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, STRIPE_PRICE_ID: 'price_unlimited', STRIPE_API_URL: 'http://127.0.0.1:9',
    });
    try {
      const { client, id } = await signedInUser(unreachable);
      const answer = await client.rest('POST', '/api/stripe/createcheckout', {});
      expect(answer).toMatchObject({ status: 503, body: { code: 'SERVICE_UNAVAILABLE', message: 'Payments are unavailable right now. Please try again in a few minutes.' } });
      expect(answer.headers.get('retry-after')).toMatch(/^\d+$/);
      const gql = await client.gql('mutation { startCheckout { id } }');
      expect(gql.status).toBe(503);
      expect(gql.errors?.[0].extensions?.code).toBe('SERVICE_UNAVAILABLE');
      expect((await unreachable.db.dataSource.query(`SELECT stripe_customer_id FROM users WHERE id = $1`, [id]))[0].stripe_customer_id).toBeNull();
    } finally {
      await unreachable.stop();
    }
  });
});
