import { startTestApp, type TestApp } from '../../../test/app';
import { Client } from '../../../test/client';
import { signedInUser } from '../../../test/users';

let app: TestApp;
beforeAll(async () => { app = await startTestApp(); });
afterAll(() => app.stop());

const BAD_ZONE = { timeZone: 'Mars/Olympus', dayStartHour: 0 };
const ENGLISH = 'We don\'t recognise the time zone "Mars/Olympus". Choose a place such as Europe/Berlin or America/New_York.';
const TRANSLATED = {
  de: 'Die Zeitzone „Mars/Olympus“ kennen wir nicht. Wähle einen Ort wie Europe/Berlin oder America/New_York.',
  es: 'No reconocemos la zona horaria «Mars/Olympus». Elige un lugar como Europe/Berlin o America/New_York.',
  ar: 'لا نعرف المنطقة الزمنية "Mars/Olympus". اختر مكانًا مثل Europe/Berlin أو America/New_York.',
};
const SET_CLOCK = 'mutation($timeZone: String!, $dayStartHour: Int!) { setClock(timeZone: $timeZone, dayStartHour: $dayStartHour) { id } }';

describe('errors in the reader\'s language (issue 29)', () => {
  it('REST without Accept-Language answers exactly the English of before', async () => {
    const { client } = await signedInUser(app);
    expect(await client.rest('PUT', '/api/user/clock', BAD_ZONE)).toMatchObject({ status: 400, body: { message: ENGLISH, code: 'BAD_USER_INPUT' } });
    expect((await client.gql(SET_CLOCK, BAD_ZONE)).errors).toMatchObject([{ message: ENGLISH, extensions: { code: 'BAD_USER_INPUT' } }]);
  });

  it.each(Object.entries(TRANSLATED))('says the same refusal in %s on both façades, with the same code and status', async (language, message) => {
    const { client } = await signedInUser(app);
    const headers = { 'accept-language': language };
    expect(await client.rest('PUT', '/api/user/clock', BAD_ZONE, headers)).toMatchObject({ status: 400, body: { message, code: 'BAD_USER_INPUT' } });
    expect((await client.gql(SET_CLOCK, BAD_ZONE, headers)).errors).toMatchObject([{ message, extensions: { code: 'BAD_USER_INPUT' } }]);
    const missing = await client.rest('GET', '/api/user/find/00000000-0000-0000-0000-000000000000', undefined, headers);
    expect(missing.status).toBe(403);
    expect(missing.body.message).not.toBe('You can only see or change your own account');
  });
});

describe('validation rules in the reader\'s language', () => {
  const LOGIN = 'mutation($email: String!, $password: String!) { login(email: $email, password: $password) { user { id } } }';

  it.each([
    ['en', 'Missing Username or Password', 'Invalid id'],
    ['de', 'Benutzername oder Passwort fehlt', 'Ungültige ID'],
    ['es', 'Falta el nombre de usuario o la contraseña', 'ID no válido'],
    ['ar', 'لم يتم إدخال اسم المستخدم أو كلمة المرور', 'معرّف غير صالح'],
  ])('a broken rule says its text in %s on both façades', async (language, missing, invalidId) => {
    const headers = { 'accept-language': language };
    const visitor = new Client(app.url);
    expect(await visitor.rest('POST', '/api/auth/login', { email: '', password: 'x' }, headers)).toMatchObject({ status: 400, body: { message: missing, code: 'BAD_USER_INPUT' } });
    expect((await visitor.gql(LOGIN, { email: '', password: 'x' }, headers)).errors).toMatchObject([{ message: missing, extensions: { code: 'BAD_USER_INPUT' } }]);
    const { client } = await signedInUser(app);
    expect((await client.gql('mutation { removeHabit(id: "nope") }', {}, headers)).errors).toMatchObject([{ message: invalidId, extensions: { code: 'BAD_USER_INPUT' } }]);
  });
});

describe('the user\'s locale', () => {
  const ME = '{ me { locale } }';

  it('setLocale stores a canonical tag; a bad one is refused and changes nothing', async () => {
    const { client } = await signedInUser(app);
    expect((await client.gql('mutation { setLocale(locale: "de-at") { locale } }')).data).toEqual({ setLocale: { locale: 'de-AT' } });
    const refused = await client.gql('mutation { setLocale(locale: "xx-YY") { locale } }');
    expect(refused.errors).toMatchObject([{ extensions: { code: 'BAD_USER_INPUT' } }]);
    expect((await client.gql(ME)).data).toEqual({ me: { locale: 'de-AT' } });
  });

  it('REST: PUT /api/user/{userId}/locale for yourself only', async () => {
    const { client, id } = await signedInUser(app);
    const other = await signedInUser(app);
    expect(await client.rest('PUT', `/api/user/${id}/locale`, { locale: 'ar' })).toMatchObject({ status: 200, body: { locale: 'ar' } });
    expect((await client.rest('PUT', `/api/user/${id}/locale`, { locale: 'klingon' })).status).toBe(400);
    expect((await client.rest('PUT', `/api/user/${other.id}/locale`, { locale: 'es' })).status).toBe(403);
    expect((await client.gql(ME)).data).toEqual({ me: { locale: 'ar' } });
    expect((await other.client.gql(ME)).data).toEqual({ me: { locale: 'en' } });
  });
});

describe('graphql-js\'s own refusals in the reader\'s language, with the same code', () => {
  const UNKNOWN_FIELD = '{ me { id nmae } }';
  const BAD_VARIABLE = 'query($first: Int) { goalsConnection(first: $first) { __typename } }';

  it('parse, validation and variable errors: English exactly as graphql-js writes it, German and Arabic otherwise', async () => {
    const { client } = await signedInUser(app);
    const answers = async (headers: Record<string, string>) => Promise.all([
      client.gql('{ me { id }', {}, headers),
      client.gql(UNKNOWN_FIELD, {}, headers),
      client.gql('mutation { removeHabit }', {}, headers),
      client.gql('query($id: ID!) { me { id } }', {}, headers),
    ]);
    const english = await answers({});
    expect(english.map((answer) => answer.errors?.[0])).toMatchObject([
      { message: 'Syntax Error: Expected Name, found <EOF>.', extensions: { code: 'GRAPHQL_PARSE_FAILED' } },
      { message: expect.stringMatching(/^Cannot query field "nmae" on type "User"\./), extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } },
      { message: expect.stringMatching(/^Field "removeHabit" argument "id" of type "ID!" is required, but it was not provided\./), extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } },
      { message: 'Variable "$id" is never used.', extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } },
    ]);
    expect(await answers({ 'accept-language': 'en-US' })).toMatchObject(english.map(({ errors }) => ({ errors })));

    const german = await answers({ 'accept-language': 'de-DE' });
    expect(german.map((answer) => answer.errors?.[0])).toMatchObject([
      { message: 'Syntaxfehler: Name erwartet, <EOF> gefunden.', extensions: { code: 'GRAPHQL_PARSE_FAILED' } },
      { message: expect.stringMatching(/^Das Feld „nmae“ gibt es im Typ „User“ nicht\./), extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } },
      { extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } },
      { message: 'Die Variable „$id“ wird nicht verwendet.', extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } },
    ]);
    expect(german.map((answer) => answer.status)).toEqual(english.map((answer) => answer.status));
    const arabic = await answers({ 'accept-language': 'ar' });
    expect(arabic[3].errors).toMatchObject([{ message: 'المتغير "$id" غير مستخدم.', extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } }]);
  });

  it('a variable of the wrong type: BAD_USER_INPUT in every language', async () => {
    const { client } = await signedInUser(app);
    const english = await client.gql(BAD_VARIABLE, { first: 'ten' });
    expect(english.errors).toEqual([expect.objectContaining({ message: 'Variable "$first" got invalid value "ten"; Int cannot represent non-integer value: "ten"', extensions: { code: 'BAD_USER_INPUT' } })]);
    const spanish = await client.gql(BAD_VARIABLE, { first: 'ten' }, { 'accept-language': 'es' });
    expect(spanish.errors).toEqual([expect.objectContaining({ message: 'La variable «$first» tiene el valor no válido "ten"; Int solo representa números enteros, no "ten"', extensions: { code: 'BAD_USER_INPUT' } })]);
    expect(spanish.status).toBe(english.status);
  });
});

describe('class-validator\'s own rules in the reader\'s language', () => {
  const LOGIN = 'mutation($email: String!, $password: String!) { login(email: $email, password: $password) { user { id } } }';
  const LONG_EMAIL = `${'a'.repeat(250)}@example.com`;

  it.each([
    ['en', undefined, 'email must be shorter than or equal to 254 characters'],
    ['de', 'de-CH', 'email darf höchstens 254 Zeichen lang sein'],
    ['ar', 'ar', 'يجب ألا يزيد طول email على 254 حرفًا'],
  ])('%s: a rule without a text of its own, on both façades, with the same code', async (_language, tag, tooLong) => {
    const headers: Record<string, string> = tag ? { 'accept-language': tag } : {};
    const visitor = new Client(app.url);
    expect(await visitor.rest('POST', '/api/auth/login', { email: LONG_EMAIL, password: 'x' }, headers)).toMatchObject({ status: 400, body: { message: tooLong, code: 'BAD_USER_INPUT' } });
    expect((await visitor.gql(LOGIN, { email: LONG_EMAIL, password: 'x' }, headers)).errors).toMatchObject([{ message: tooLong, extensions: { code: 'BAD_USER_INPUT' } }]);
  });
});
