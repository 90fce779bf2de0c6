import { randomUUID } from 'node:crypto';
import { startSecondInstance, startTestApp, type SecondInstance, type TestApp } from '../../../test/app';
import { Client } from '../../../test/client';
import { signedInUser } from '../../../test/users';
import { IDEMPOTENCY_DAYS } from './idempotency.service';

let app: TestApp;
let second: SecondInstance;
beforeAll(async () => {
  app = await startTestApp();
  second = await startSecondInstance(app);
});
afterAll(async () => {
  await second.stop();
  await app.stop();
});

const CREATE = `mutation($text: String!) { createTask(text: $text) { id text } }`;
const key = () => ({ 'Idempotency-Key': randomUUID() });
const taskCount = async (userId: string) => Number((await app.db.dataSource.query('SELECT count(*) FROM tasks WHERE user_id = $1', [userId]))[0].count);
/** The same signed-in session, through the other instance (sessions live in Postgres). */
const onSecond = (client: Client) => Object.assign(new Client(second.url), { cookie: client.cookie });

describe('Idempotency-Key (issue 28: an outbox replayed never doubles)', () => {
  it('a GraphQL mutation replayed with its key takes effect once and answers the first answer again', async () => {
    const { client, id } = await signedInUser(app);
    const headers = key();
    const first = await client.gql(CREATE, { text: 'Buy milk' }, headers);
    const again = await client.gql(CREATE, { text: 'Buy milk' }, headers);
    expect(first.errors).toBeUndefined();
    expect(again.raw).toBe(first.raw);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(first.headers.get('idempotent-replayed')).toBeNull();
    expect(await taskCount(id)).toBe(1);
    // Without a key, the same mutation is a new change.
    await client.gql(CREATE, { text: 'Buy milk' });
    expect(await taskCount(id)).toBe(2);
  });

  it("a change the tab sent is replayed by the service worker, whose body orders its fields otherwise and has no extensions: the kept answer, not a refusal", async () => {
    const { client, id } = await signedInUser(app);
    const headers = { 'content-type': 'application/json', cookie: client.cookie, ...key() };
    const send = (body: object) => fetch(`${app.url}/graphql`, { method: 'POST', headers, body: JSON.stringify(body) });
    // As Apollo Client sends it, then as web/public/sw.js replays the outbox's entry.
    const first = await send({ operationName: null, variables: { text: 'Water plants' }, extensions: { clientLibrary: { name: '@apollo/client' } }, query: CREATE });
    const replay = await send({ query: CREATE, variables: { text: 'Water plants' } });
    expect(replay.status).toBe(200);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(await replay.text()).toBe(await first.text());
    expect(await taskCount(id)).toBe(1);
  });

  it('a REST call replayed on another instance takes effect once, with the same status and body', async () => {
    const { client, id } = await signedInUser(app);
    const headers = key();
    const first = await client.rest('POST', '/api/task/create', { user: id, text: 'Call mum' }, headers);
    const replay = await onSecond(client).rest('POST', '/api/task/create', { user: id, text: 'Call mum' }, headers);
    expect(first.status).toBe(201);
    expect(replay).toMatchObject({ status: 201, body: first.body });
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(await taskCount(id)).toBe(1);
  });

  it('the same outbox sent twice at once to two instances has one effect', async () => {
    const { client, id } = await signedInUser(app);
    const outbox = Array.from({ length: 10 }, (_, i) => ({ text: `Task ${i}`, headers: key() }));
    const send = (target: Client) => Promise.all(outbox.map(({ text, headers }) => target.gql(CREATE, { text }, headers)));
    const [onA, onB] = await Promise.all([send(client), send(onSecond(client))]);
    expect(await taskCount(id)).toBe(10);
    // Each change ran once: the other instance gave its answer again, or 409 while it still ran.
    const settled = await send(onSecond(client));
    for (const [i, answer] of settled.entries()) {
      expect(answer.headers.get('idempotent-replayed')).toBe('true');
      for (const sent of [onA[i], onB[i]]) {
        if (sent.status === 409) expect(sent.errors?.[0].extensions?.code).toBe('CONFLICT');
        else expect(sent.raw).toBe(answer.raw);
      }
    }
    expect(await taskCount(id)).toBe(10);
  });

  it('refuses a key reused for another request, and changes nothing', async () => {
    const { client, id } = await signedInUser(app);
    const headers = key();
    await client.gql(CREATE, { text: 'One' }, headers);
    const other = await client.rest('POST', '/api/task/create', { user: id, text: 'Two' }, headers);
    expect(other).toMatchObject({ status: 400, body: { code: 'BAD_USER_INPUT', message: 'This Idempotency-Key was already used for a different request.' } });
    expect(await taskCount(id)).toBe(1);
  });

  it('refuses a malformed key with 400 before anything runs', async () => {
    const { client, id } = await signedInUser(app);
    const refused = await client.rest('POST', '/api/task/create', { user: id, text: 'x' }, { 'Idempotency-Key': 'has spaces in it' });
    expect(refused).toMatchObject({ status: 400, body: { code: 'BAD_USER_INPUT' } });
    expect(await taskCount(id)).toBe(0);
  });

  it('keys are per user: two accounts may send the same key', async () => {
    const [a, b] = await Promise.all([signedInUser(app), signedInUser(app)]);
    const headers = key();
    await a.client.gql(CREATE, { text: 'Same' }, headers);
    const forB = await b.client.gql<{ createTask: { id: string } }>(CREATE, { text: 'Same' }, headers);
    expect(forB.headers.get('idempotent-replayed')).toBeNull();
    expect(await taskCount(a.id)).toBe(1);
    expect(await taskCount(b.id)).toBe(1);
  });

  it('a refusal is kept like any answer: the replay is refused the same way', async () => {
    const { client, id } = await signedInUser(app);
    const headers = key();
    const refused = await client.rest('POST', '/api/task/create', { user: id, text: '' }, headers);
    expect(refused.status).toBe(400);
    expect(await client.rest('POST', '/api/task/create', { user: id, text: '' }, headers)).toMatchObject({ status: 400, body: refused.body });
  });

  it(`keeps answers ${IDEMPOTENCY_DAYS} days, then forgets them`, async () => {
    const { client, id } = await signedInUser(app);
    const headers = key();
    await client.gql(CREATE, { text: 'Old' }, headers);
    await app.db.dataSource.query(`UPDATE idempotent_requests SET created_at = now() - make_interval(days => $2) + interval '1 hour' WHERE user_id = $1`, [id, IDEMPOTENCY_DAYS]);
    await app.services.idempotency.purgeExpired();
    expect((await client.gql(CREATE, { text: 'Old' }, headers)).headers.get('idempotent-replayed')).toBe('true');
    await app.db.dataSource.query(`UPDATE idempotent_requests SET created_at = now() - make_interval(days => $2) - interval '1 hour' WHERE user_id = $1`, [id, IDEMPOTENCY_DAYS]);
    await app.services.idempotency.purgeExpired();
    expect((await client.gql(CREATE, { text: 'Old' }, headers)).headers.get('idempotent-replayed')).toBeNull();
    expect(await taskCount(id)).toBe(2);
  });

  it('a request still running answers 409; a claim left by an instance that stopped is taken over after a minute', async () => {
    const { client, id } = await signedInUser(app);
    const headers = key();
    const send = () => client.rest('POST', '/api/task/create', { user: id, text: 'Late' }, headers);
    expect((await send()).status).toBe(201);
    // As if the answer were never kept: the first request is still running somewhere.
    await app.db.dataSource.query(`UPDATE idempotent_requests SET status = NULL, body = NULL WHERE user_id = $1`, [id]);
    const running = await send();
    expect(running).toMatchObject({ status: 409, body: { code: 'CONFLICT' } });
    expect(running.headers.get('retry-after')).toBe('1');
    await app.db.dataSource.query(`UPDATE idempotent_requests SET created_at = now() - interval '2 minutes' WHERE user_id = $1`, [id]);
    expect((await send()).status).toBe(201);
    expect((await send()).headers.get('idempotent-replayed')).toBe('true');
  });
});
