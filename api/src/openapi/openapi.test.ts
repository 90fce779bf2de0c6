/**
 * The REST façade against its OpenAPI 3.1 document (api/openapi.json): the committed file is
 * what the code builds, every route express registers is documented (and nothing else), and
 * every documented call is made, its answer validated against the document.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Express, Router } from 'express';
import { startTestApp, type TestApp } from '../../test/app';
import { Client } from '../../test/client';
import { startFakeStripe, type FakeStripe } from '../../test/fake-stripe.cjs';
import { startMailServer, type MailServer } from '../../test/mail';
import { signedInUser } from '../../test/users';
import { repoRoot } from '../shared/paths';
import { printOpenApi } from './emit';
import { answerValidator, checkAnswer, openApi, openApiText } from '../../test/openapi';
import { callEveryDocumentedRoute, documentedCaller, documentedRoutes } from '../../test/rest-calls';

const committed = openApiText;
const document = openApi;

/**
 * Every route the API routers register, as an OpenAPI path (":id" -> "{id}"), by walking
 * express's stack; the app's own routes (/healthz, /readyz, the web app) are not the API's.
 */
function registeredRoutes(app: Express): string[] {
  const found: string[] = [];
  const walk = (router: Router, depth = 0) => {
    for (const layer of (router as unknown as { stack: Array<{ route?: { path: string; methods: Record<string, boolean> }; handle: unknown; match(path: string): boolean }> }).stack) {
      if (layer.route && depth > 0) {
        for (const method of Object.keys(layer.route.methods)) found.push(`${method} ${layer.route.path.replace(/:(\w+)/g, '{$1}')}`);
      } else if ((layer.handle as { stack?: unknown }).stack && (depth > 0 || layer.match('/api/any'))) {
        // The REST façade's routers (mounted at /api), not the consent screen's calls under /oauth.
        walk(layer.handle as Router, depth + 1);
      }
    }
  };
  walk((app as unknown as { router: Router }).router);
  return [...new Set(found)].sort();
}

let app: TestApp;
let mail: MailServer;
let stripe: FakeStripe;
const { call, called } = documentedCaller();

beforeAll(async () => {
  mail = await startMailServer();
  stripe = await startFakeStripe();
  app = await startTestApp({
    SMTP_URL: mail.url, STRIPE_SECRET_KEY: 'sk_test_openapi', STRIPE_WEBHOOK_SECRET: 'whsec_openapi', STRIPE_PRICE_ID: 'price_openapi', STRIPE_API_URL: stripe.url,
  });
});
afterAll(async () => {
  await app.stop();
  await mail.close();
  await stripe.close();
});

describe('the OpenAPI document', () => {
  it('is what the code builds (npm run build -w api writes it), is served at /api/openapi.json, and is OpenAPI 3.1', async () => {
    expect(committed).toBe(printOpenApi());
    const served = await new Client(app.url).rest('GET', '/api/openapi.json');
    expect(served).toMatchObject({ status: 200, body: JSON.parse(committed) });
    expect(document).toMatchObject({ openapi: '3.1.0' });
    // Every schema in it compiles as JSON Schema 2020-12 (the dialect OpenAPI 3.1 uses).
    for (const [path, methods] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(methods)) {
        for (const status of Object.keys(operation.responses)) expect(answerValidator(path, method, Number(status))).toBeDefined();
      }
    }
  });

  it('is what every REST integration test checks its answers against (through test/client.ts)', () => {
    expect(() => checkAnswer('GET', '/api/auth/me', 200, { _id: 'not a user' })).toThrow(/does not match api\/openapi.json/);
    expect(() => checkAnswer('GET', '/api/auth/me', 418, {})).toThrow(/which api\/openapi.json does not list/);
    expect(() => checkAnswer('GET', '/api/user/clock', 200, { timeZone: 'UTC', dayStartHour: 0, today: '2026-11-23' })).not.toThrow();
  });

  it('has an interactive reference at /api/docs, served from this origin under the strict CSP', async () => {
    const page = await fetch(`${app.url}/api/docs`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
    const html = await page.text();
    const sources = [...html.matchAll(/(?:src|href)="([^"]+)"/g)].map(([, source]) => source);
    expect(sources).toEqual(['/api/docs/assets/favicon-32x32.png', '/api/docs/assets/swagger-ui.css', '/api/docs/theme.css', '/api/docs/assets/swagger-ui-bundle.js', '/api/docs/start.js']);
    for (const source of sources) {
      const asset = await fetch(`${app.url}${source}`);
      expect([source, asset.status]).toEqual([source, 200]);
    }
    expect(await (await fetch(`${app.url}/api/docs/start.js`)).text()).toContain("url: '/api/openapi.json'");
    const theme = await fetch(`${app.url}/api/docs/theme.css`);
    expect([theme.status, theme.headers.get('content-type')]).toEqual([200, expect.stringContaining('text/css')]);
    const missing = await fetch(`${app.url}/api/docs/assets/nope.js`);
    expect(missing.status).toBe(404);
    expect(missing.headers.get('content-type')).toContain('application/json');
  });

  it('groups every call under one resource, each described; its words name no internal document or server setting', () => {
    const { tags } = document as unknown as { tags: Array<{ name: string; description: string }> };
    const names = tags.map(({ name }) => name);
    expect(names).toEqual(expect.arrayContaining(['Account', 'Goals', 'Habits', 'Tasks', 'Reminders', 'Tokens', 'Data', 'Billing']));
    for (const { name, description } of tags) expect([name, description.length > 20]).toEqual([name, true]);
    const tagged = Object.entries(document.paths).flatMap(([path, methods]) => Object.entries(methods).map(([method, operation]) =>
      [`${method} ${path}`, (operation as unknown as { tags: string[] }).tags] as const));
    for (const [route, operationTags] of tagged) expect([route, operationTags.length, names.includes(operationTags[0])]).toEqual([route, 1, true]);
    expect(new Set(tagged.map(([, [tag]]) => tag))).toEqual(new Set(names));
    // The reader is a developer outside the project: no section of its documents, no environment variable.
    const settings = [...readFileSync(join(repoRoot(), 'api', 'src', 'config.ts'), 'utf8').matchAll(/\(env, '([A-Z_]+)'/g)].map(([, name]) => name);
    expect(settings).toContain('TOKEN_RATE_LIMIT');
    expect(settings.filter((name) => committed.includes(name))).toEqual([]);
    expect(committed).not.toMatch(/SPEC\.md|DESIGN\.md|STYLE\.md|§/);
  });

  it('documents every route the app registers, and no route it does not', () => {
    expect(documentedRoutes()).toEqual(registeredRoutes(app.app));
  });

  it('answers every documented call as documented', async () => {
    await callEveryDocumentedRoute(app, mail, call);

    const missing = documentedRoutes().filter((route) => !called.has(route));
    expect(missing).toEqual([]);
  });

  it('answers refusals as documented: visitors, another user, bad input', async () => {
    const visitor = new Client(app.url);
    const { client: member, id: userId } = await signedInUser(app);
    const other = await signedInUser(app);
    const someone = '00000000-0000-4000-8000-000000000000';
    for (const [path, methods] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(methods)) {
        if (operation.security.some((requirement) => Object.keys(requirement).length === 0)) continue; // public
        const template = `${method} ${path}`;
        const refused = await call(visitor, template, { params: { userId, id: someone, category: 'Health' }, body: method === 'get' ? undefined : { completed: true, complete: true } });
        expect([template, refused.status]).toEqual([template, 401]);
      }
    }
    expect((await call(member, 'get /user/populatetasks/{userId}', { params: { userId: other.id } })).status).toBe(403);
    expect((await call(member, 'put /task/{id}', { params: { id: someone }, body: { complete: 'yes' } })).status).toBe(400);
    expect((await call(member, 'get /goal/category/{category}', { params: { category: 'Nope' } })).status).toBe(400);
  });
});
