import { WorkGoalChoicesDocument, type GoalStatus, type WorkGoalChoicesQuery } from '../../gql/graphql';
import { createApolloClient } from './apollo-client';

type Goal = WorkGoalChoicesQuery['myGoals'][number];
// As the server answers: with the __typename the cache normalizes by.
const goal = (status: GoalStatus) => ({
  __typename: 'UserGoal', id: 'g1', status, item: { __typename: 'Item', id: 'i1', text: 'Run a 10K', headline: 'Run a 10K' },
}) as Goal;

describe('the app client', () => {
  const realFetch = globalThis.fetch;
  afterEach(() => { globalThis.fetch = realFetch; });

  it('a screen first shows the cache it starts from (the copy kept for offline use), then asks the server once: the kept copy is never the last word', async () => {
    const fetchMock = jest.fn(async () => ({
      ok: true,
      status: 200,
      headers: new Headers({ 'content-type': 'application/json' }),
      text: async () => JSON.stringify({ data: { myGoals: [goal('PROGRESSING')] } }),
    }));
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    const client = createApolloClient();
    // The kept copy says the goal is complete; on the server it was set back in progress since.
    client.writeQuery({ query: WorkGoalChoicesDocument, data: { myGoals: [goal('COMPLETE')] } });

    const seen: string[] = [];
    await new Promise<void>((resolve, reject) => {
      const subscription = client.watchQuery({ query: WorkGoalChoicesDocument }).subscribe({
        next: ({ data }) => {
          const status = (data as WorkGoalChoicesQuery | undefined)?.myGoals[0]?.status;
          if (status) seen.push(status);
          if (status === 'PROGRESSING') { subscription.unsubscribe(); resolve(); }
        },
        error: reject,
      });
    });
    expect(seen).toEqual(['COMPLETE', 'PROGRESSING']);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
