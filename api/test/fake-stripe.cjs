// A small fake of the Stripe API on loopback, for the official SDK (STRIPE_API_URL) in the API
// tests and the browser suite: customers, Checkout sessions (with a checkout page that "pays"
// and returns to success_url), and subscription cancellation. CommonJS so both can load it.
const { createServer } = require('node:http');
const { randomBytes } = require('node:crypto');

const id = (prefix) => `${prefix}_${randomBytes(8).toString('hex')}`;

/** Stripe's form encoding (a[b][0][c]=v) back to an object. */
function parseForm(body) {
  const out = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const path = key.replace(/\]/g, '').split('[');
    let node = out;
    path.forEach((part, i) => {
      if (i === path.length - 1) node[part] = value;
      else node = node[part] ??= {};
    });
  }
  return out;
}

async function startFakeStripe() {
  const state = { customers: new Map(), sessions: new Map(), canceled: [], requests: [] };
  const send = (res, status, body) => res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  const missing = (res) => send(res, 404, { error: { type: 'invalid_request_error', code: 'resource_missing', message: 'No such object' } });

  const server = createServer(async (req, res) => {
    const chunks = [];
    for await (const chunk of req) chunks.push(chunk);
    const url = new URL(req.url, 'http://fake');
    const body = parseForm(Buffer.concat(chunks).toString('utf8'));
    state.requests.push({ method: req.method, path: url.pathname, body });

    if (req.method === 'POST' && url.pathname === '/v1/customers') {
      const customer = { id: id('cus'), object: 'customer', email: body.email, name: body.name, metadata: body.metadata ?? {} };
      state.customers.set(customer.id, customer);
      return send(res, 200, customer);
    }
    if (req.method === 'POST' && url.pathname === '/v1/checkout/sessions') {
      const sessionId = id('cs_test');
      const session = {
        id: sessionId, object: 'checkout.session', mode: body.mode, customer: body.customer, client_reference_id: body.client_reference_id,
        status: 'open', payment_status: 'unpaid', subscription: null, success_url: body.success_url, cancel_url: body.cancel_url,
        line_items: body.line_items, metadata: body.metadata ?? {}, created: Date.now(),
        url: `http://${req.headers.host}/checkout/${sessionId}`,
      };
      state.sessions.set(sessionId, session);
      return send(res, 200, session);
    }
    let match = /^\/v1\/checkout\/sessions\/([\w]+)$/.exec(url.pathname);
    if (req.method === 'GET' && match) {
      const session = state.sessions.get(match[1]);
      return session ? send(res, 200, session) : missing(res);
    }
    if (req.method === 'GET' && url.pathname === '/v1/checkout/sessions') {
      const data = [...state.sessions.values()].filter((s) => s.customer === url.searchParams.get('customer')).sort((a, b) => b.created - a.created);
      return send(res, 200, { object: 'list', data: data.slice(0, Number(url.searchParams.get('limit') ?? 10)), has_more: false, url: '/v1/checkout/sessions' });
    }
    match = /^\/v1\/subscriptions\/([\w]+)$/.exec(url.pathname);
    if (req.method === 'DELETE' && match) {
      state.canceled.push(match[1]);
      return send(res, 200, { id: match[1], object: 'subscription', status: 'canceled' });
    }
    // The hosted checkout page: pays at once and goes back to the app, as Stripe would.
    match = /^\/checkout\/([\w]+)$/.exec(url.pathname);
    if (req.method === 'GET' && match) {
      const session = fake.pay(match[1]);
      if (!session) return missing(res);
      res.writeHead(303, { location: session.success_url.replace('{CHECKOUT_SESSION_ID}', session.id) }).end();
      return undefined;
    }
    return missing(res);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));

  const fake = {
    url: `http://127.0.0.1:${server.address().port}`,
    state,
    /** Marks a session paid, as a completed Checkout would. */
    pay(sessionId) {
      const session = state.sessions.get(sessionId);
      if (!session) return undefined;
      Object.assign(session, { status: 'complete', payment_status: 'paid', subscription: session.subscription ?? id('sub') });
      return session;
    },
    close: () => new Promise((resolve) => { server.closeAllConnections(); server.close(() => resolve()); }),
  };
  return fake;
}

module.exports = { startFakeStripe };
