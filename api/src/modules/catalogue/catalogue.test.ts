import { existsSync } from 'node:fs';
import path from 'node:path';
import { getJson, graphql, startTestApp, type TestApp } from '../../../test/app';
import { Client } from '../../../test/client';
import { signedInCookie } from '../../../test/session';
import { signedInUser } from '../../../test/users';
import { Category, categoryImage } from '../../shared/categories';
import { repoRoot } from '../../shared/paths';

const CATALOGUE = `query Catalogue($kind: ItemKind!, $category: Category, $search: String, $first: Int!, $after: String) {
  catalogue(kind: $kind, category: $category, search: $search, first: $first, after: $after) {
    totalCount hasNextPage endCursor nodes { id kind text headline description category img custom }
  }
}`;

type CatalogueData = {
  catalogue: {
    totalCount: number; hasNextPage: boolean; endCursor: string | null;
    nodes: Array<{ id: string; kind: string; text: string; category: string; custom: boolean; img: string }>;
  };
};

describe('catalogue', () => {
  let app: TestApp;
  let ownerId: string;
  beforeAll(async () => {
    app = await startTestApp();
    [{ id: ownerId }] = await app.db.dataSource.query(`INSERT INTO users (username, email, activated_at) VALUES ('ana', 'ana@example.com', now()) RETURNING id`);
    await app.db.dataSource.query(
      `INSERT INTO items (kind, text, headline, category, user_id) VALUES ('goal', 'Learn to juggle three balls', 'Juggle', 'Fun', $1)`, [ownerId]);
  });
  afterAll(() => app.stop());

  describe('GraphQL', () => {
    it('pages through a category with a cursor, without gaps or repeats', async () => {
      const seen: string[] = [];
      let after: string | null = null;
      let total = 0;
      do {
        const { data, errors }: { data?: CatalogueData; errors?: unknown } =
          await graphql<CatalogueData>(app.url, CATALOGUE, { kind: 'GOAL', category: 'Career', first: 4, after });
        expect(errors).toBeUndefined();
        total = data!.catalogue.totalCount;
        seen.push(...data!.catalogue.nodes.map((n) => n.text));
        after = data!.catalogue.hasNextPage ? data!.catalogue.endCursor : null;
        expect(data!.catalogue.nodes.every((n) => n.category === 'Career' && n.kind === 'GOAL' && !n.custom)).toBe(true);
      } while (after);
      expect(total).toBeGreaterThanOrEqual(10);
      expect(seen).toHaveLength(total);
      expect(new Set(seen).size).toBe(total);
      expect([...seen].sort((a, b) => (a < b ? -1 : 1))).toEqual(seen);
    });

    it('searches text, headline and description, case-insensitively and literally', async () => {
      const { data } = await graphql<CatalogueData>(app.url, CATALOGUE, { kind: 'HABIT', search: 'WATER', first: 50 });
      expect(data!.catalogue.totalCount).toBeGreaterThan(0);
      expect(data!.catalogue.nodes.every((n) => JSON.stringify(n).toLowerCase().includes('water'))).toBe(true);
      const literal = await graphql<CatalogueData>(app.url, CATALOGUE, { kind: 'HABIT', search: '%', first: 50 });
      expect(literal.data!.catalogue.nodes.every((n) => JSON.stringify(n).includes('%'))).toBe(true);
    });

    it('shows a custom item to its creator only', async () => {
      const visitor = await graphql<CatalogueData>(app.url, CATALOGUE, { kind: 'GOAL', category: 'Fun', first: 100 });
      expect(visitor.data!.catalogue.nodes.map((n) => n.text)).not.toContain('Learn to juggle three balls');
      const owner = await graphql<CatalogueData>(app.url, CATALOGUE, { kind: 'GOAL', category: 'Fun', first: 100 },
        { cookie: await signedInCookie(app, ownerId) });
      const mine = owner.data!.catalogue.nodes.find((n) => n.text === 'Learn to juggle three balls');
      expect(mine?.custom).toBe(true);
      expect(owner.data!.catalogue.totalCount).toBe(visitor.data!.catalogue.totalCount + 1);
    });

    it("pages the built-in catalogue and the viewer's own items as one text order, and searches both", async () => {
      const cookie = await signedInCookie(app, ownerId);
      const pages = async (variables: Record<string, unknown>, headers: Record<string, string> = {}) => {
        const nodes: CatalogueData['catalogue']['nodes'] = [];
        let after: string | null = null;
        do {
          const { data, errors }: { data?: CatalogueData; errors?: unknown } = await graphql<CatalogueData>(app.url, CATALOGUE, { ...variables, first: 7, after }, headers);
          expect(errors).toBeUndefined();
          nodes.push(...data!.catalogue.nodes);
          after = data!.catalogue.hasNextPage ? data!.catalogue.endCursor : null;
        } while (after);
        return nodes;
      };
      const builtIn = await pages({ kind: 'GOAL' });
      const mine = await pages({ kind: 'GOAL' }, { cookie });
      const own = mine.filter((n) => n.custom);
      expect(own.map((n) => n.text)).toEqual(['Learn to juggle three balls']);
      expect(mine.filter((n) => !n.custom)).toEqual(builtIn);
      // In the database's text order (its collation), then id.
      const ordered: Array<{ id: string }> = await app.db.dataSource.query(
        `SELECT id FROM unnest($1::uuid[], $2::text[]) AS n(id, text) ORDER BY text, id`, [mine.map((n) => n.id), mine.map((n) => n.text)]);
      expect(mine.map((n) => n.id)).toEqual(ordered.map((row) => row.id));
      expect((await pages({ kind: 'GOAL', search: 'JUGGLE' }, { cookie })).filter((n) => n.custom).map((n) => n.text)).toEqual(['Learn to juggle three balls']);
      expect(await pages({ kind: 'HABIT', search: 'juggle three' }, { cookie })).toEqual([]);
    });

    it.each([
      [{ kind: 'GOAL', category: 'Essential', first: 5 }, 'Essential is not a goal category'],
      [{ kind: 'GOAL', first: 0 }, 'first must not be less than 1'],
      [{ kind: 'GOAL', first: 101 }, 'first must not be greater than 100'],
      [{ kind: 'GOAL', first: 5, after: 'not-a-cursor' }, 'Invalid cursor'],
      [{ kind: 'GOAL', first: 5, search: 'x'.repeat(101) }, 'Search text must be at most 100 characters'],
    ])('refuses bad arguments %j', async (variables, message) => {
      const { data, errors } = await graphql(app.url, CATALOGUE, variables);
      expect(data).toBeNull();
      expect(errors?.[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT' } });
    });

    it('refuses an unknown category value', async () => {
      const { errors } = await graphql(app.url, CATALOGUE, { kind: 'GOAL', category: 'Gardening', first: 5 });
      expect(errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    });
  });

  describe('REST', () => {
    it('GET /api/goal and /api/habit list items with _id and the spec\'s fields', async () => {
      for (const kind of ['goal', 'habit']) {
        const { status, body: items } = await getJson<Array<Record<string, unknown>>>(`${app.url}/api/${kind}`);
        expect(status).toBe(200);
        expect(items.length).toBeGreaterThanOrEqual(kind === 'goal' ? 80 : 90);
        expect(Object.keys(items[0]).sort()).toEqual(['_id', 'category', 'description', 'headline', 'img', 'text', 'user']);
        expect(items.every((i) => i.user === null)).toBe(true);
      }
    });

    it('GET /api/{kind}/category/{category} filters, and refuses an unknown or wrong category', async () => {
      const { body: health } = await getJson<Array<{ category: string }>>(`${app.url}/api/habit/category/Essential`);
      expect(health.length).toBeGreaterThanOrEqual(10);
      expect(health.every((i) => i.category === 'Essential')).toBe(true);

      const unknown = await fetch(`${app.url}/api/goal/category/Gardening`);
      expect(unknown.status).toBe(400);
      expect(await unknown.json()).toMatchObject({ message: 'Unknown category: Gardening' });
      expect((await fetch(`${app.url}/api/goal/category/Essential`)).status).toBe(400);
    });

    it('GET /api/locale lists locales with code and name', async () => {
      const { body: locales } = await getJson<unknown[]>(`${app.url}/api/locale`);
      expect(locales.length).toBeGreaterThanOrEqual(10);
      expect(locales[0]).toEqual({ _id: expect.any(String), code: expect.any(String), name: expect.any(String) });
    });

    it('answers an unknown call with a JSON 404', async () => {
      const response = await fetch(`${app.url}/api/nothing-here`);
      expect(response.status).toBe(404);
      expect(await response.json()).toMatchObject({ code: 'NOT_FOUND' });
    });
  });

  describe('custom goals and habits', () => {
    it('creates a custom habit visible to its creator only, which they can add', async () => {
      const a = await signedInUser(app);
      const b = await signedInUser(app);
      const created = await a.client.rest<{ _id: string; user: string; img: string }>('POST', '/api/habit/createuser', {
        text: '  Practise scales for 10 minutes  ', description: 'Piano', headline: '', category: 'Fun', user: a.id,
      });
      expect(created).toMatchObject({ status: 201, body: { text: 'Practise scales for 10 minutes', category: 'Fun', user: a.id, img: '/images/categories/fun.svg' } });
      const mine = await a.client.rest<Array<{ _id: string }>>('GET', '/api/habit/category/Fun');
      expect(mine.body.map((i) => i._id)).toContain(created.body._id);
      const theirs = await b.client.rest<Array<{ _id: string }>>('GET', '/api/habit/category/Fun');
      expect(theirs.body.map((i) => i._id)).not.toContain(created.body._id);

      expect(await b.client.rest('POST', '/api/user/addhabit', { habit: created.body._id, user: b.id })).toMatchObject({ status: 404 });
      expect((await a.client.rest('POST', '/api/user/addhabit', { habit: created.body._id, user: a.id })).status).toBe(201);
    });

    it('GraphQL createCustomItem, and its refusals', async () => {
      const { client, id } = await signedInUser(app);
      const create = (input: Record<string, unknown>) =>
        client.gql(`mutation($input: CustomItemInput!) { createCustomItem(input: $input) { id text headline custom category } }`, { input });
      expect((await create({ kind: 'GOAL', text: 'Climb Ben Nevis by August', category: 'Health' })).data)
        .toEqual({ createCustomItem: { id: expect.any(String), text: 'Climb Ben Nevis by August', headline: 'Climb Ben Nevis by August', custom: true, category: 'Health' } });
      expect((await create({ kind: 'GOAL', text: '   ', category: 'Health' })).errors?.[0]).toMatchObject({ message: 'Please enter a name', extensions: { code: 'BAD_USER_INPUT' } });
      expect((await create({ kind: 'GOAL', text: 'x', category: 'Essential' })).errors?.[0].message).toBe('Essential is not a goal category');
      expect((await create({ kind: 'GOAL', text: 'x'.repeat(121), category: 'Fun' })).errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');

      expect(await client.rest('POST', '/api/goal/createuser', { text: 'x', category: 'All', user: id }))
        .toMatchObject({ status: 400, body: { message: 'Please select a valid category' } });
      expect(await client.rest('POST', '/api/goal/createuser', { text: '', category: 'Fun', user: id }))
        .toMatchObject({ status: 400, body: { message: 'Please enter a name' } });
      const [{ n }] = await app.db.dataSource.query(`SELECT count(*)::int AS n FROM items WHERE user_id = $1`, [id]);
      expect(n).toBe(1);
    });
  });

  describe('locales', () => {
    it('a user adds a locale once and lists it', async () => {
      const { client, id } = await signedInUser(app);
      const [{ id: localeId }] = await app.db.dataSource.query(`SELECT id FROM locales ORDER BY code LIMIT 1`);
      expect((await client.rest('POST', '/api/user/addlocale', { locale: localeId, user: id })).status).toBe(201);
      expect((await client.rest('POST', '/api/user/addlocale', { locale: localeId, user: id })).status).toBe(409);
      const mine = await client.rest<Array<{ locale: { _id: string } }>>('GET', `/api/user/getuserlocales/${id}`);
      expect(mine.body.map((l) => l.locale._id)).toEqual([localeId]);
      expect((await client.gql(`{ myLocales { id } }`)).data).toEqual({ myLocales: [{ id: localeId }] });
    });
  });

  describe('Run Script', () => {
    it('refreshes the catalogue idempotently for a signed-in user only', async () => {
      const { client } = await signedInUser(app);
      const before = await app.db.dataSource.query(`SELECT count(*)::int AS n FROM catalogue_items`);
      expect(await client.rest('POST', '/api/goal/script')).toMatchObject({ status: 200, body: { ok: true } });
      expect((await client.gql(`mutation { refreshCatalogue }`)).data).toEqual({ refreshCatalogue: true });
      expect(await app.db.dataSource.query(`SELECT count(*)::int AS n FROM catalogue_items`)).toEqual(before);
      expect((await new Client(app.url).rest('POST', '/api/goal/script')).status).toBe(401);
    });
  });

  it('has an image in web/public for every category', () => {
    for (const category of Object.values(Category)) {
      expect(existsSync(path.join(repoRoot(), 'web', 'public', categoryImage(category)))).toBe(true);
    }
  });
});
