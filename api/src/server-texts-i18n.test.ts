import { startTestApp, statementsOf, type TestApp } from '../test/app';
import { Client } from '../test/client';
import { startMailServer, type MailServer } from '../test/mail';
import { signedInUser } from '../test/users';
import { CATALOGUE_TRANSLATIONS } from './db/seed/seed';
import type { SecurityEventKind } from './shared/events';

let mail: MailServer;
let app: TestApp;
beforeAll(async () => {
  mail = await startMailServer();
  app = await startTestApp({ SMTP_URL: mail.url });
});
afterAll(async () => {
  await app.stop();
  await mail.close();
});
beforeEach(() => app.db.dataSource.query('DELETE FROM rate_limits'));

const FIREFOX = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';

/** A signed-in user who reads Cairn in `locale`, living in `timeZone`. */
async function userIn(locale: string, timeZone = 'UTC') {
  const user = await signedInUser(app);
  await app.db.dataSource.query('UPDATE users SET locale = $2, time_zone = $3 WHERE id = $1', [user.id, locale, timeZone]);
  return user;
}

describe('scope words in the request\'s language (issue 29)', () => {
  const API_SCOPES = '{ apiScopes { scope words } }';
  const wordsOf = async (headers: Record<string, string>) =>
    Object.fromEntries((await new Client(app.url).gql<{ apiScopes: Array<{ scope: string; words: string }> }>(API_SCOPES, {}, headers)).data!.apiScopes.map((s) => [s.scope, s.words]));

  it('answers English as before without Accept-Language', async () => {
    expect(await wordsOf({})).toEqual({
      openid: 'Know who you are on Cairn',
      email: 'See your email address',
      profile: 'See your name',
      'habits:read': 'See your habits and their history',
      'habits:write': 'Tick, skip and change your habits',
      'tasks:read': 'See your tasks',
      'tasks:write': 'Add, complete and change your tasks',
      'goals:read': 'See your goals and their progress',
      'goals:write': 'Add and change your goals',
      'profile:read': 'See your name, email address and settings',
    });
  });

  it.each([
    ['de-DE', 'Wissen, wer du bei Cairn bist', 'Deine Gewohnheiten abhaken, überspringen und ändern'],
    ['ar', 'معرفة هويتك على Cairn', 'تسجيل إنجاز عاداتك وتخطّيها وتغييرها'],
  ])('says them in %s, for the same scopes', async (locale, openid, habitsWrite) => {
    const words = await wordsOf({ 'accept-language': locale });
    expect(Object.keys(words)).toEqual(Object.keys(await wordsOf({})));
    expect(words).toMatchObject({ openid, 'habits:write': habitsWrite });
  });
});

describe('suggested built-in items in the request\'s language', () => {
  const GOALS = 'query($category: Category!) { goalSuggestions(category: $category) { text headline description itemId } }';
  const FOCUS = '{ focusAreaSuggestions { focusArea relatedGoals { text itemId } } }';
  type Suggested = { text: string; headline?: string; description?: string; itemId: string | null };

  /** The English text of each built-in item, by id. */
  const englishTexts = async (): Promise<Map<string, string>> =>
    new Map((await app.db.dataSource.query('SELECT id, text FROM catalogue_items')).map((row: { id: string; text: string }) => [row.id, row.text]));

  it('GraphQL: a German reader gets the German texts of the same items; English without Accept-Language', async () => {
    const { client } = await signedInUser(app);
    const english = (await client.gql<{ goalSuggestions: Suggested[] }>(GOALS, { category: 'Health' })).data!.goalSuggestions;
    const german = (await client.gql<{ goalSuggestions: Suggested[] }>(GOALS, { category: 'Health' }, { 'accept-language': 'de-DE' })).data!.goalSuggestions;
    const texts = await englishTexts();
    expect(english.length).toBeGreaterThan(0);
    expect(english.every((s) => s.itemId && s.text === texts.get(s.itemId))).toBe(true);
    expect(german.map((s) => s.itemId)).toEqual(english.map((s) => s.itemId));
    expect(german).toEqual(english.map((s) => {
      const { text, headline, description } = CATALOGUE_TRANSLATIONS.de[s.text];
      return { text, headline, description, itemId: s.itemId };
    }));
  });

  it('REST: the habit prompt in German, the focus areas in Arabic with one statement for every area\'s texts', async () => {
    const { client } = await signedInUser(app);
    const texts = await englishTexts();
    const habits = await client.rest<{ data: { relatedHabits: Array<{ _id: string; text: string }> } }>('POST', '/api/ai/runhabitprompt', { category: 'Health' }, { 'accept-language': 'de' });
    expect(habits.body.data.relatedHabits.length).toBeGreaterThan(0);
    for (const habit of habits.body.data.relatedHabits) expect(habit.text).toBe(CATALOGUE_TRANSLATIONS.de[texts.get(habit._id)!].text);

    let areas: Array<{ focusArea: string; relatedGoals: Suggested[] }> = [];
    const statements = await statementsOf(app, async () => {
      areas = (await client.gql<{ focusAreaSuggestions: typeof areas }>(FOCUS, {}, { 'accept-language': 'ar' })).data!.focusAreaSuggestions;
    });
    expect(areas.flatMap((area) => area.relatedGoals).length).toBeGreaterThan(0);
    for (const goal of areas.flatMap((area) => area.relatedGoals)) expect(goal.text).toBe(CATALOGUE_TRANSLATIONS.ar[texts.get(goal.itemId!)!].text);
    expect(statements.filter((s) => s.query.includes('catalogue_item_texts'))).toHaveLength(1);
  });
});

describe('security notices in the user\'s language', () => {
  const notify = (userId: string, kind: SecurityEventKind, detail?: string) =>
    app.services.events.emit('securityEvent', { db: app.db.dataSource, userId, kind, detail, ip: '203.0.113.7', userAgent: FIREFOX });

  it('English exactly as before: the lines, the subject, the UTC time', async () => {
    const { id, email } = await userIn('en');
    await notify(id, 'token_created', 'Home Assistant');
    const notice = await mail.next(email);
    expect(notice.subject).toBe('An access token was created for your Cairn account');
    expect(notice.text).toMatch(new RegExp([
      'Hi Sam,', 'Access token created: Home Assistant.',
      'When: \\w{3}, \\d{2} \\w{3} \\d{4} \\d{2}:\\d{2}:\\d{2} GMT\\. From: Firefox 133 on Windows 10, address 203\\.0\\.113\\.7\\.',
      "If this was you, there is nothing to do\\. If it wasn't, follow the link below: every session of your account ends at once and we email you a link to choose a new password\\.",
      'The link works once and expires in 7 days\\.',
      "This wasn't me: http\\S+/not-me/[\\w-]+",
    ].join('\\r?\\n\\r?\\n')));
    expect(notice.text).toContain('lang="en" dir="ltr"');
  });

  it('German: every line, the time as German writes it in the user\'s zone, lang and dir', async () => {
    const { id, email } = await userIn('de-DE', 'Europe/Berlin');
    await notify(id, 'token_created', 'Home Assistant');
    const notice = await mail.next(email);
    expect(notice.subject).toBe('Für dein Cairn-Konto wurde ein Zugriffstoken erstellt');
    const day = new Intl.DateTimeFormat('de-DE', { dateStyle: 'full', timeZone: 'Europe/Berlin' }).format(new Date());
    expect(notice.text).toContain('Hallo Sam,');
    expect(notice.text).toContain('Zugriffstoken erstellt: Home Assistant.');
    expect(notice.text).toMatch(new RegExp(`Wann: ${day} um \\d{2}:\\d{2}:\\d{2} (MEZ|MESZ)\\. Von: Firefox 133 auf Windows 10, Adresse 203\\.0\\.113\\.7\\.`));
    expect(notice.text).toContain('Der Link funktioniert nur einmal und läuft in 7 Tagen ab.');
    expect(notice.text).toMatch(/Das war ich nicht: http\S+\/not-me\/[\w-]+/);
    expect(notice.text).toContain('lang="de-DE" dir="ltr"');
    // Profile's record says it in the request's language.
    const reader = await signedInUser(app);
    await notify(reader.id, 'password_changed');
    const activity = await reader.client.gql<{ securityActivity: Array<{ summary: string }> }>('{ securityActivity { summary } }', {}, { 'accept-language': 'de' });
    expect(activity.data!.securityActivity.map((line) => line.summary)).toContain('Passwort geändert');
  });

  it('Arabic, right to left', async () => {
    const { id, email } = await userIn('ar');
    await notify(id, 'passkey_added');
    const notice = await mail.next(email);
    expect(notice.subject).toBe('تمت إضافة مفتاح مرور إلى حسابك في Cairn');
    expect(notice.text).toContain('تمت إضافة مفتاح مرور.');
    expect(notice.text).toContain('من: Firefox 133 على Windows 10، من العنوان 203.0.113.7.');
    expect(notice.text).toContain('lang="ar" dir="rtl"');
  });
});

describe('the webhook-disabled email in the user\'s language', () => {
  const URL = 'https://hooks.example.com/cairn';
  const mailDisabled = (userId: string) => app.services.webhooks['mailDisabled'](userId, URL);

  it('English exactly as before', async () => {
    const { id, email } = await userIn('en');
    await mailDisabled(id);
    const mailed = await mail.next(email);
    expect(mailed.subject).toBe('A Cairn webhook endpoint was disabled');
    expect(mailed.text).toContain(`We disabled your webhook endpoint ${URL}: it has not answered any delivery with a 2xx status for 24 hours, so it receives no more events.`);
    expect(mailed.text).toContain('Once it works again, enable it under Profile → Webhooks; its delivery log shows what it answered.');
    expect(mailed.text).toMatch(/Open Profile: http\S+\/profile/);
  });

  it('German', async () => {
    const { id, email } = await userIn('de-AT');
    await mailDisabled(id);
    const mailed = await mail.next(email);
    expect(mailed.subject).toBe('Ein Cairn-Webhook-Endpunkt wurde deaktiviert');
    expect(mailed.text).toContain(`Wir haben deinen Webhook-Endpunkt ${URL} deaktiviert:`);
    expect(mailed.text).toMatch(/Profil öffnen: http\S+\/profile/);
    expect(mailed.text).toContain('lang="de-AT" dir="ltr"');
  });
});

describe('the password strength refusal in the request\'s language', () => {
  const REGISTER = 'mutation($input: RegisterInput!) { register(input: $input) }';
  const register = (headers: Record<string, string>) => new Client(app.url).gql(REGISTER, {
    input: { focusAreas: ['Health'], challenges: ['No Time'], username: 'Weak', email: `weak.${Date.now()}@example.com`, password: 'password123', goalsLevel: 'free' },
  }, headers);

  it.each([
    ['en', 'This password is too easy to guess. This is a commonly used password. Add more words that are less common.'],
    ['de', 'Dieses Passwort ist zu leicht zu erraten. Dieses Passwort ist weit verbreitet. Füg weitere, weniger gängige Wörter hinzu.'],
    ['ar', 'من السهل جدًا تخمين كلمة المرور هذه. هذه كلمة مرور شائعة الاستخدام. أضف مزيدًا من الكلمات الأقل شيوعًا.'],
  ])('in %s, with zxcvbn\'s reasons', async (language, message) => {
    expect((await register({ 'accept-language': language })).errors).toMatchObject([{ message, extensions: { code: 'BAD_USER_INPUT' } }]);
  });
});

describe('a device no user agent names, in the reader\'s language', () => {
  const DEVICES = '{ devicesSignedIn { browser system } }';

  it('English without Accept-Language, German and Arabic on GraphQL and REST', async () => {
    // The test client's user agent is "node": no browser or system bowser can name.
    const { client } = await signedInUser(app);
    expect((await client.gql(DEVICES)).data).toEqual({ devicesSignedIn: [{ browser: 'Unknown browser', system: 'Unknown system' }] });
    expect((await client.rest('GET', '/api/user/sessions')).body).toEqual([expect.objectContaining({ browser: 'Unknown browser', system: 'Unknown system' })]);
    expect((await client.gql(DEVICES, {}, { 'accept-language': 'de' })).data).toEqual({ devicesSignedIn: [{ browser: 'Unbekannter Browser', system: 'Unbekanntes System' }] });
    expect((await client.rest('GET', '/api/user/sessions', undefined, { 'accept-language': 'ar' })).body)
      .toEqual([expect.objectContaining({ browser: 'متصفح غير معروف', system: 'نظام غير معروف' })]);
  });

  it('Profile\'s security record says it in the request\'s language too', async () => {
    const { client, id } = await signedInUser(app);
    await app.services.events.emit('securityEvent', { db: app.db.dataSource, userId: id, kind: 'password_changed', ip: '203.0.113.7', userAgent: 'curl' });
    const lines = (await client.gql<{ securityActivity: Array<{ browser: string | null; system: string | null }> }>('{ securityActivity { browser system } }', {}, { 'accept-language': 'es' })).data!.securityActivity;
    expect(lines).toContainEqual({ browser: 'Navegador desconocido', system: 'Sistema desconocido' });
  });
});

describe('why a webhook endpoint was disabled, in the reader\'s language', () => {
  const ENDPOINTS = '{ webhookEndpoints { url disabledReason } }';
  const insert = (userId: string, url: string, columns: Record<string, unknown>) => app.db.dataSource.query(
    `INSERT INTO webhook_endpoints (user_id, url, events, secret, enabled, disabled_at, disabled_reason, disabled_cause, disabled_last_answer)
     VALUES ($1, $2, '{task.changed}', 'whsec_test', $3, $4, $5, $6, $7) RETURNING id`,
    [userId, url, columns.enabled ?? false, columns.enabled ? null : new Date(), columns.reason ?? null, columns.cause ?? null, columns.last ?? null]);

  it('turned off by its owner: English as before, German and Spanish on both façades; an old row keeps its English reason', async () => {
    const { client, id } = await signedInUser(app);
    const [{ id: endpointId }] = await insert(id, 'https://hooks.example.com/a', { enabled: true });
    await insert(id, 'https://hooks.example.com/old', { reason: 'It has not answered with a 2xx status for 24 hours (last: 502).' });
    await insert(id, 'https://hooks.example.com/slow', { cause: 'failing', last: 'no answer within 10 s' });
    expect((await client.rest('PATCH', `/api/webhooks/${endpointId}`, { enabled: false })).body).toMatchObject({ disabledReason: 'Turned off by you.' });
    const reasons = async (headers: Record<string, string>) => Object.fromEntries(
      (await client.gql<{ webhookEndpoints: Array<{ url: string; disabledReason: string }> }>(ENDPOINTS, {}, headers)).data!.webhookEndpoints.map((e) => [e.url.split('/').pop(), e.disabledReason]));
    expect(await reasons({})).toEqual({
      a: 'Turned off by you.',
      old: 'It has not answered with a 2xx status for 24 hours (last: 502).',
      slow: 'It has not answered with a 2xx status for 24 hours (last: no answer within 10 s).',
    });
    expect(await reasons({ 'accept-language': 'de' })).toEqual({
      a: 'Von dir ausgeschaltet.',
      old: 'It has not answered with a 2xx status for 24 hours (last: 502).',
      slow: 'Er hat 24 Stunden lang nicht mit einem 2xx-Status geantwortet (zuletzt: keine Antwort innerhalb von 10 s).',
    });
    const spanish = await client.rest<Array<{ _id: string; disabledReason: string }>>('GET', '/api/webhooks', undefined, { 'accept-language': 'es' });
    expect(spanish.body.find((e) => e._id === endpointId)?.disabledReason).toBe('Lo desactivaste tú.');
    expect(await app.db.dataSource.query('SELECT disabled_reason, disabled_cause FROM webhook_endpoints WHERE user_id = $1 AND id = $2', [id, endpointId]))
      .toEqual([{ disabled_reason: null, disabled_cause: 'turned_off' }]);
  });
});
