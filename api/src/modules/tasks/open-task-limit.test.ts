import { startTestApp, type TestApp } from '../../../test/app';
import { signedInUser } from '../../../test/users';

let app: TestApp;
beforeAll(async () => { app = await startTestApp(); });
afterAll(() => app.stop());

const SET_COMPLETE = `mutation($id: ID!, $complete: Boolean!, $day: LocalDate) { setTaskComplete(id: $id, complete: $complete, day: $day) { id complete } }`;
const today = () => new Date().toISOString().slice(0, 10);

describe("a Free user's open-task limit under concurrency", () => {
  it('lets only one of several simultaneous reopens take the last free place', async () => {
    const { client, id } = await signedInUser(app);
    const created: string[] = [];
    for (let i = 0; i < 10; i++) created.push((await client.rest<{ _id: string }>('POST', '/api/task/create', { text: `Task ${i}`, user: id })).body._id);
    // Five completed, five open: then fill four more places, leaving exactly one.
    for (const taskId of created.slice(0, 5)) await client.gql(SET_COMPLETE, { id: taskId, complete: true, day: today() });
    for (let i = 0; i < 4; i++) await client.rest('POST', '/api/task/create', { text: `More ${i}`, user: id });

    const answers = await Promise.all(created.slice(0, 5).map((taskId) => client.gql(SET_COMPLETE, { id: taskId, complete: false })));
    const reopened = answers.filter((answer) => answer.data?.setTaskComplete);
    const refused = answers.filter((answer) => answer.errors?.[0]?.extensions?.code === 'PLAN_LIMIT');
    expect(reopened).toHaveLength(1);
    expect(refused).toHaveLength(4);
    const [{ open }] = await app.db.dataSource.query(
      `SELECT count(*)::int AS open FROM tasks WHERE user_id = $1 AND NOT complete AND deleted_at IS NULL`, [id]);
    expect(open).toBe(10);
  });
});
