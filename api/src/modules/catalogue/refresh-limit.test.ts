import { startTestApp, type TestApp } from '../../../test/app';
import { signedInUser } from '../../../test/users';
import { REFRESH_LIMIT } from './catalogue.service';

let app: TestApp;
beforeAll(async () => { app = await startTestApp(); });
afterAll(() => app.stop());

describe('Run Script (a full catalogue refresh)', () => {
  it(`runs ${REFRESH_LIMIT.max} times an hour per user, then answers 429 with Retry-After; others are not affected`, async () => {
    const ana = await signedInUser(app);
    for (let i = 0; i < REFRESH_LIMIT.max; i++) {
      expect((await ana.client.rest('POST', '/api/goal/script', {})).status).toBe(200);
    }
    const refused = await ana.client.rest('POST', '/api/goal/script', {});
    expect(refused).toMatchObject({ status: 429, body: { code: 'RATE_LIMITED', message: expect.stringMatching(/refreshed recently/) } });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await ana.client.gql('mutation { refreshCatalogue }')).errors?.[0].extensions?.code).toBe('RATE_LIMITED');

    const ben = await signedInUser(app);
    expect((await ben.client.gql('mutation { refreshCatalogue }')).data).toEqual({ refreshCatalogue: true });
  });
});
