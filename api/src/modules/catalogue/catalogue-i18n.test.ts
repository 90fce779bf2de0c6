import { getJson, graphql, startTestApp, type TestApp } from '../../../test/app';
import { signedInCookie } from '../../../test/session';
import { GOALS, HABITS } from '../../db/seed/catalogue';
import { CATALOGUE_TRANSLATIONS, seedCatalogue } from '../../db/seed/seed';

const CATALOGUE = `query Catalogue($kind: ItemKind!, $category: Category, $search: String, $first: Int!) {
  catalogue(kind: $kind, category: $category, search: $search, first: $first) { totalCount nodes { id text headline description } }
}`;
type CatalogueData = { catalogue: { totalCount: number; nodes: Array<{ id: string; text: string; headline: string; description: string }> } };
type ItemJson = { _id: string; text: string; headline: string; description: string };

const ENGLISH = [...Object.values(GOALS), ...Object.values(HABITS)].flat();
const english = (text: string) => ENGLISH.find((item) => item.text === text)!;
/** A built-in habit and its German and Spanish texts. */
const HABIT = 'Meditate for 10 minutes';

describe('the built-in catalogue in every language (issue 29)', () => {
  let app: TestApp;
  let userId: string;
  beforeAll(async () => {
    app = await startTestApp();
    [{ id: userId }] = await app.db.dataSource.query(`INSERT INTO users (username, email, activated_at) VALUES ('ana', 'ana@example.com', now()) RETURNING id`);
  });
  afterAll(() => app.stop());

  it('has every English item in every language', () => {
    for (const [language, items] of Object.entries(CATALOGUE_TRANSLATIONS)) {
      expect({ language, missing: ENGLISH.map((item) => item.text).filter((text) => !items[text]) }).toEqual({ language, missing: [] });
      expect({ language, unknown: Object.keys(items).filter((text) => !english(text)) }).toEqual({ language, unknown: [] });
    }
  });

  it('seeds the translations once: a second run leaves the same rows', async () => {
    const rows = () => app.db.dataSource.query(`SELECT * FROM catalogue_item_texts ORDER BY catalogue_item_id, language`);
    const before = await rows();
    expect(before.length).toBe(Object.values(CATALOGUE_TRANSLATIONS).reduce((n, items) => n + Object.keys(items).length, 0));
    await seedCatalogue(app.db.dataSource);
    expect(await rows()).toEqual(before);
    // Not even rewritten: every row keeps the transaction that wrote it.
    const versions = () => app.db.dataSource.query(`SELECT array_agg(xmin::text ORDER BY catalogue_item_id, language) AS v FROM catalogue_item_texts`);
    const written = await versions();
    await seedCatalogue(app.db.dataSource);
    expect(await versions()).toEqual(written);
  });

  it('answers GraphQL in German with Accept-Language: de', async () => {
    const { data } = await graphql<CatalogueData>(app.url, CATALOGUE, { kind: 'HABIT', category: 'Spiritual', first: 50 }, { 'accept-language': 'de-DE' });
    const german = CATALOGUE_TRANSLATIONS.de[HABIT];
    expect(data!.catalogue.nodes).toContainEqual(expect.objectContaining({ text: german.text, headline: german.headline, description: german.description }));
    const texts = data!.catalogue.nodes.map((n) => n.text);
    expect([...texts].sort((a, b) => (a < b ? -1 : 1))).toEqual(texts);
  });

  it('answers REST in German with Accept-Language: de, and in English without it', async () => {
    const list = async (headers: Record<string, string>) => (await (await fetch(`${app.url}/api/habit/category/Spiritual`, { headers })).json()) as ItemJson[];
    expect((await list({ 'accept-language': 'de' })).map((i) => i.text)).toContain(CATALOGUE_TRANSLATIONS.de[HABIT].text);
    const { body } = await getJson<ItemJson[]>(`${app.url}/api/habit/category/Spiritual`);
    expect(body.map((i) => i.text)).toContain(HABIT);
    expect(body.find((i) => i.text === HABIT)).toEqual(expect.objectContaining(english(HABIT)));
  });

  it('searches in Spanish by a Spanish word, and by the English one', async () => {
    const spanish = CATALOGUE_TRANSLATIONS.es[HABIT];
    for (const search of ['medita', 'Meditate']) {
      const { data } = await graphql<CatalogueData>(app.url, CATALOGUE, { kind: 'HABIT', search, first: 50 }, { 'accept-language': 'es' });
      expect(data!.catalogue.nodes.map((n) => n.text)).toContain(spanish.text);
    }
  });

  it('falls back to English for an item the language has no row for', async () => {
    const [{ id }] = await app.db.dataSource.query(`SELECT id FROM catalogue_items WHERE kind = 'habit' AND text = $1`, [HABIT]);
    await app.db.dataSource.query(`DELETE FROM catalogue_item_texts WHERE catalogue_item_id = $1 AND language = 'ar'`, [id]);
    const { data } = await graphql<CatalogueData>(app.url, CATALOGUE, { kind: 'HABIT', category: 'Spiritual', first: 50 }, { 'accept-language': 'ar' });
    expect(data!.catalogue.nodes).toContainEqual({ id, ...english(HABIT) });
    const search = await graphql<CatalogueData>(app.url, CATALOGUE, { kind: 'HABIT', search: 'Meditate for', first: 50 }, { 'accept-language': 'ar' });
    expect(search.data!.catalogue.nodes.map((n) => n.id)).toContain(id);
    await seedCatalogue(app.db.dataSource);
  });

  it("shows a user's built-in habit in German on the dashboard", async () => {
    const cookie = await signedInCookie(app, userId);
    const [{ id }] = await app.db.dataSource.query(`SELECT id FROM catalogue_items WHERE kind = 'habit' AND text = $1`, [HABIT]);
    const added = await graphql(app.url, `mutation($id: ID!) { addHabit(itemId: $id) { id } }`, { id }, { cookie });
    expect(added.errors).toBeUndefined();
    const { data, errors } = await graphql<{ dashboard: { habits: Array<{ habit: { item: { text: string; headline: string } } }> } }>(app.url,
      `query($day: LocalDate!) { dashboard(day: $day) { habits { habit { item { text headline } } } } }`,
      { day: new Date().toISOString().slice(0, 10) }, { cookie, 'accept-language': 'de' });
    expect(errors).toBeUndefined();
    const german = CATALOGUE_TRANSLATIONS.de[HABIT];
    expect(data!.dashboard.habits.map((h) => h.habit.item)).toEqual([{ text: german.text, headline: german.headline }]);
  });
});
