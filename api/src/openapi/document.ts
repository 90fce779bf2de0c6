/**
 * The REST façade's OpenAPI 3.1 document, built here and written to api/openapi.json by
 * `npm run build -w api` (committed; a test fails when the two differ, and validates every
 * route's answers against the committed file).
 */
import { ERROR_STATUS } from '../shared/errors';
import { CATEGORY_LABELS } from '../shared/categories';
import { CHALLENGES, FOCUS_AREAS } from '../shared/profile-options';
import { MAX_PAGE_SIZE } from '../shared/pagination';
import { SCOPES } from '../shared/scopes';

type Schema = Record<string, unknown>;

const ref = (name: string): Schema => ({ $ref: `#/components/schemas/${name}` });
const nullable = (type: string, extra: Schema = {}): Schema => ({ type: [type, 'null'], ...extra });
const object = (properties: Record<string, Schema>, required = Object.keys(properties), extra: Schema = {}): Schema =>
  ({ type: 'object', properties, required, ...extra });
const list = (items: Schema): Schema => ({ type: 'array', items });
const uuid: Schema = { type: 'string', format: 'uuid' };
const day: Schema = { type: 'string', format: 'date', description: "A local day, YYYY-MM-DD." };
const text: Schema = { type: 'string' };

const schemas: Record<string, Schema> = {
  Error: object({
    message: { type: 'string', description: 'For people: show it as it is.' },
    code: { type: 'string', enum: Object.keys(ERROR_STATUS) },
    reason: { type: 'string', description: 'A finer reason a client can act on, e.g. ACCOUNT_NOT_ACTIVATED.' },
  }, ['message', 'code']),
  Message: object({ message: text }),
  User: object({
    _id: uuid,
    username: text,
    email: { type: 'string', format: 'email' },
    focusAreas: list(text),
    challenges: list(text),
    goalsLevel: { type: 'string', enum: ['free', 'unlimited'], description: 'The plan.' },
    stripeCustomerId: nullable('string'),
    subscription: nullable('string'),
  }),
  Login: object({ details: { allOf: [ref('User'), object({ paymentRequired: { type: 'boolean' } })] } }),
  DeviceSession: object({
    id: { type: 'string', description: 'For DELETE /user/sessions/{id}: a hash, never the session id itself.' },
    browser: { type: 'string', description: 'From the user agent, e.g. "Chrome 131".' },
    system: { type: 'string', description: 'From the user agent, e.g. "macOS".' },
    ip: { ...nullable('string'), description: 'The address it last came from.' },
    firstSeen: { ...nullable('string'), format: 'date-time' },
    lastSeen: { ...nullable('string'), format: 'date-time', description: 'To within 10 minutes.' },
    current: { type: 'boolean', description: 'The session making this request.' },
  }),
  SecurityActivity: object({
    id: uuid,
    kind: { type: 'string', enum: ['sign_in_new_device', 'second_step_failed', 'password_changed', 'email_changed', 'passkey_added', 'passkey_removed', 'token_created', 'token_revoked', 'two_step_enabled', 'two_step_disabled'] },
    summary: { type: 'string', description: 'For people, e.g. "Signed in from a new device".' },
    detail: nullable('string'),
    ip: nullable('string'),
    browser: nullable('string'),
    system: nullable('string'),
    createdAt: { type: 'string', format: 'date-time' },
  }),
  Item: object({
    _id: uuid,
    text,
    headline: text,
    category: { type: 'string', enum: Object.keys(CATEGORY_LABELS) },
    description: text,
    img: text,
    user: { ...nullable('string'), format: 'uuid', description: "The creator of a custom item; null for the built-in catalogue." },
  }),
  Locale: object({ _id: uuid, code: text, name: text }),
  UserLocale: object({ _id: uuid, locale: ref('Locale') }),
  GoalLink: object({
    _id: uuid,
    goal: ref('Item'),
    status: { type: 'string', enum: ['Not Started', 'Progressing', 'Stuck', 'Complete'] },
    targetDate: { ...nullable('string'), format: 'date', description: 'The day the user means to reach the goal by; null when not set.' },
    milestones: list(object({ _id: uuid, text, dueOn: { ...nullable('string'), format: 'date' }, done: { type: 'boolean' } })),
    habits: { ...list(uuid), description: 'The ids of the habits that serve this goal.' },
    progress: object({
      percent: { type: 'integer', minimum: 0, maximum: 100, description: 'The average of the parts that have anything to count.' },
      formula: { type: 'string', description: 'The formula with its figures, for people.' },
      milestonesDone: { type: 'integer' }, milestonesTotal: { type: 'integer' },
      habitsDone: { type: 'integer', description: "Linked habits' due days done in the window (habit rules)." },
      habitsDue: { type: 'integer' },
      windowDays: { type: 'integer', description: "30, or the plan's trend window when shorter." },
      tasksDone: { type: 'integer' }, tasksTotal: { type: 'integer' },
      overdue: { type: 'boolean', description: 'Past its target date and not Complete.' },
      offerComplete: { type: 'boolean', description: 'Every milestone done, the goal not Complete yet.' },
    }),
  }),
  HabitLink: object({
    _id: uuid,
    habit: ref('Item'),
    completionHistory: list(object({ date: day, completed: { const: true } })),
    status: { const: 'active' },
    goals: { ...list(uuid), description: 'The ids of the goals this habit serves.' },
  }),
  HabitDone: object({ _id: uuid, workDay: day, completed: { type: 'boolean' } }),
  Task: object({
    _id: uuid, text, complete: { type: 'boolean' }, completedDate: { ...nullable('string'), format: 'date' }, user: uuid,
    goal: { ...nullable('string'), format: 'uuid', description: 'The goal this task moves, or null.' },
  }),
  Deleted: object({ _id: uuid }),
  Suggestion: object({ _id: { ...nullable('string'), format: 'uuid', description: 'The catalogue item, when the suggestion is one.' }, text, headline: text, description: text, category: text }),
  Checkout: object({ id: text, url: nullable('string', { format: 'uri' }) }),
  GoogleProfile: object({ email: { type: 'string', format: 'email' }, name: text }),
  AccessToken: object({
    _id: uuid,
    name: text,
    scopes: list(ref('Scope')),
    expiresAt: { ...nullable('string'), format: 'date-time' },
    lastUsedAt: { ...nullable('string'), format: 'date-time', description: 'To the minute; null: never used.' },
    createdAt: { type: 'string', format: 'date-time' },
  }),
  HabitSettings: object({
    _id: uuid,
    schedule: object({
      kind: { type: 'string', enum: ['DAILY', 'WEEKDAYS', 'PER_PERIOD'] },
      weekdays: list({ type: 'integer', minimum: 1, maximum: 7, description: 'ISO weekdays, 1 = Monday.' }),
      times: nullable('integer'),
      days: nullable('integer', { description: '7: a calendar week; 30: a calendar month.' }),
      summary: { type: 'string', description: 'For people, e.g. "3 times a week".' },
    }),
    target: {
      oneOf: [{ type: 'null' }, object({ unit: text, amount: { type: 'string', description: 'A decimal, e.g. "2.5".' }, direction: { type: 'string', enum: ['AT_LEAST', 'AT_MOST'] } })],
    },
    skipBudget: { type: 'integer', minimum: 0, maximum: 31, description: 'Missed due days forgiven automatically per calendar month.' },
  }),
  DayHabit: object({
    _id: uuid,
    workDay: day,
    completed: { type: 'boolean' },
    status: { type: 'string', enum: ['TO_DO', 'DONE', 'EXTRA', 'PERIOD_DONE', 'SKIPPED', 'NOT_DUE', 'VACATION'] },
    value: nullable('string', { description: "The day's amount of a measured habit, as a decimal." }),
    period: { oneOf: [{ type: 'null' }, object({ start: day, end: day, done: { type: 'integer' }, quota: { type: 'integer' }, countedFrom: day })] },
  }),
  Vacation: object({ _id: uuid, start: day, end: day }),
  Clock: object({
    timeZone: { type: 'string', description: 'An IANA time zone, e.g. Europe/Berlin.' },
    dayStartHour: { type: 'integer', minimum: 0, maximum: 5 },
    today: day,
  }),
  Week: object({
    weekStart: nullable('integer', { minimum: 1, maximum: 7, description: "The first day of the week the user chose, 1 (Monday) to 7 (Sunday); null: their locale's." }),
    firstDayOfWeek: { type: 'integer', minimum: 1, maximum: 7, description: "The first day of the user's weeks in effect: their choice, else their locale's (Monday for a bare language)." },
  }),
  ImportReport: object({
    uploadId: { ...nullable('string'), format: 'uuid', description: 'A dry run keeps the file an hour under this id.' },
    format: { type: 'string', enum: ['loop-csv', 'loop-db', 'habitica-json', 'habitica-csv', 'cairn-json'] },
    formatLabel: text,
    dryRun: { type: 'boolean' },
    maxUploadBytes: { type: 'integer', description: 'The largest file an import reads.' },
    habits: list(object({
      key: text, name: text, action: { type: 'string', enum: ['CREATE', 'MERGE'] }, days: { type: 'integer' }, notes: { type: 'integer' }, skips: { type: 'integer' },
      reminderTimes: { ...list(text), description: 'The reminder times (HH:MM) it is given; empty when the file has none, or when it merges into your habit of that name.' },
      selected: { type: 'boolean' },
    })),
    goals: list(object({ key: text, name: text, action: { type: 'string', enum: ['CREATE', 'EXISTS'] }, selected: { type: 'boolean' } })),
    tasks: list(object({ key: text, text, action: { type: 'string', enum: ['CREATE', 'EXISTS'] }, complete: { type: 'boolean' }, selected: { type: 'boolean' } })),
    vacations: object({ create: { type: 'integer' }, existing: { type: 'integer' } }),
    settings: { type: 'boolean', description: 'The file carries settings (time zone, day start, focus areas, challenges) the import takes over.' },
    reminders: {
      oneOf: [{ type: 'null' }, object({ push: { type: 'boolean' }, email: { type: 'boolean' }, summaryTime: nullable('string', { description: 'HH:MM; null: no daily summary.' }) })],
      description: "The reminder channels and daily summary the import takes over; null when the file has none.",
    },
    notCarried: list(object({ what: text, reason: text })),
    planLimit: nullable('string', { description: "Why the import cannot run as chosen (the Free plan's limits)." }),
    totals: object({ habits: { type: 'integer' }, days: { type: 'integer' }, notes: { type: 'integer' }, goals: { type: 'integer' }, tasks: { type: 'integer' }, vacations: { type: 'integer' } }),
    summary: { type: 'string', description: 'In the language of the request (Accept-Language), as notCarried and formatLabel are; e.g. "Imported 2 habits, 312 days, 4 notes; 1 item not carried: …".' },
  }),
  ImportJob: object({
    id: uuid,
    status: { type: 'string', enum: ['queued', 'running', 'done', 'failed'] },
    report: { oneOf: [ref('ImportReport'), { type: 'null' }], description: 'What the import did, once done.' },
    code: nullable('string', { description: 'Why it failed: the code a direct answer would have carried (BAD_USER_INPUT, PLAN_LIMIT, NOT_FOUND…).' }),
    message: nullable('string', { description: 'Why it failed, in words to show.' }),
  }),
  ImportAccepted: object({
    jobId: uuid,
    status: { type: 'string', enum: ['queued', 'running'] },
    statusUrl: { type: 'string', description: 'GET this (e.g. /api/import/jobs/{jobId}) to follow the import.' },
  }),
  Passkey: object({
    _id: uuid,
    name: { type: 'string', maxLength: 60 },
    createdAt: { type: 'string', format: 'date-time' },
    lastUsedAt: { ...nullable('string'), format: 'date-time', description: 'Its last sign-in or confirmation; null: never used since added.' },
  }),
  WebAuthnOptions: {
    type: 'object',
    description: "WebAuthn options as @simplewebauthn/server makes them (PublicKeyCredentialCreationOptionsJSON or ...RequestOptionsJSON): give them to @simplewebauthn/browser's startRegistration or startAuthentication. Their challenge answers once, within 5 minutes.",
    properties: { challenge: text, rpId: text, rp: object({ id: text, name: text }, ['name']) },
    required: ['challenge'],
  },
  Scope: {
    type: 'string', enum: [...SCOPES],
    description: 'One spelling everywhere (GraphQL, REST, OAuth): read and write are a personal token\'s whole account; the fine scopes (habits:read, habits:write, tasks:read, tasks:write, goals:read, goals:write, profile:read) allow one area, as an app asks for them.',
  },
  DeveloperApp: object({
    _id: uuid,
    clientId: { type: 'string', pattern: '^cairn_app_[0-9a-f]{32}$' },
    name: { type: 'string', maxLength: 100 },
    redirectUris: list({ type: 'string', format: 'uri' }),
    confidential: { type: 'boolean', description: 'true: a server with a client secret (client_secret_basic); false: a public app, PKCE alone.' },
    createdAt: { type: 'string', format: 'date-time' },
  }),
  CreatedDeveloperApp: {
    allOf: [ref('DeveloperApp'), object({ clientSecret: { ...nullable('string'), description: "A confidential app's secret, shown this once; null for a public app." } })],
  },
  AppAccess: object({
    _id: { type: 'string', description: 'The grant: DELETE /apps/access/{id} revokes it.' },
    appName: text,
    clientId: text,
    scopes: list(ref('Scope')),
    signInScopes: list({ type: 'string', enum: ['openid', 'email', 'profile'] }),
    grantedAt: { type: 'string', format: 'date-time' },
  }),
  CreatedAccessToken: {
    allOf: [ref('AccessToken'), object({ secret: { type: 'string', pattern: '^cairn_pat_[A-Za-z0-9_-]{43}$', description: 'Shown this once.' } })],
  },
  WebhookEndpoint: object({
    _id: uuid,
    url: { type: 'string', format: 'uri', description: 'Where deliveries are POSTed (https).' },
    events: { ...list(ref('WebhookEventType')), minItems: 1 },
    appId: { ...nullable('string'), description: "The client id of the app that registered it; null: the user's own. An app sees only its own, and gets an event only while its grant may read the event's area." },
    enabled: { type: 'boolean', description: 'False once disabled (it kept failing for 24 hours, or its owner turned it off): it receives nothing until enabled again.' },
    disabledAt: { ...nullable('string'), format: 'date-time' },
    disabledReason: { ...nullable('string'), description: 'Why it was disabled, for people, in the language of the request (Accept-Language).' },
    createdAt: { type: 'string', format: 'date-time' },
  }),
  WebhookEventType: { type: 'string', enum: ['habit.day_changed', 'task.changed', 'goal.changed', 'import.finished'] },
  WebhookDeliveryEvent: { type: 'string', enum: ['habit.day_changed', 'task.changed', 'goal.changed', 'import.finished', 'ping'], description: 'ping: a test event, sent on request.' },
  CreatedWebhookEndpoint: {
    allOf: [ref('WebhookEndpoint'), object({ secret: { type: 'string', pattern: '^whsec_[A-Za-z0-9_-]{43}$', description: 'The HMAC-SHA256 key of its signatures; shown this once.' } })],
  },
  WebhookDelivery: object({
    _id: { ...uuid, description: 'The delivery id: the Cairn-Delivery header and the body\'s "id", the same on every retry.' },
    endpoint: uuid,
    event: ref('WebhookDeliveryEvent'),
    data: { type: 'object', description: "The body's data: habit.day_changed { habitId, day, change }, task.changed { taskId, change }, goal.changed { goalId, change, status? }, import.finished { jobId, status }, ping { message }." },
    state: { type: 'string', enum: ['pending', 'sending', 'delivered', 'failed'] },
    attempts: { type: 'integer', minimum: 0 },
    responseStatus: { ...nullable('integer'), description: "The endpoint's status at the last attempt; null without an answer." },
    lastError: { ...nullable('string'), description: 'Why the last attempt got no answer (a timeout, a refused connection, an address not allowed).' },
    attemptLog: list(object({ at: { type: 'string', format: 'date-time' }, status: nullable('integer'), error: nullable('string') })),
    createdAt: { type: 'string', format: 'date-time', description: "When the event happened (the body's createdAt)." },
    finishedAt: { ...nullable('string'), format: 'date-time', description: 'When it was delivered or failed for good.' },
  }),
};

// ---- operations ----------------------------------------------------------------------------
/** populatehabits' and getuserhabits' window on the history. */
const HISTORY_FROM = {
  name: 'from',
  description: 'Only the days from this date on (YYYY-MM-DD); without it, the whole history.',
  schema: { type: 'string', format: 'date' },
};

interface Operation {
  summary: string;
  /** Answers a page with ?limit= (and ?cursor=), with a Link to the next; the whole list without. `order` says the page's order. */
  paged?: { order: string };
  /** Anyone may call it (a session or token may still be sent). */
  public?: boolean;
  /** Needs a session: an access token is refused (403). */
  sessionOnly?: boolean;
  body?: Schema;
  /** Status -> schema of the JSON answer. */
  ok: [number, Schema];
  /** Statuses this call gives for refusals besides the common ones. */
  errors?: number[];
  description?: string;
  /** Query parameters. */
  query?: Array<{ name: string; schema: Schema; description: string }>;
  /** A multipart/form-data body (a file upload) instead of JSON. */
  multipart?: Schema;
  /** A 202 answer: the work was queued and is still running. */
  accepted?: Schema;
  /** Other content types the answer may come in besides JSON (a download). */
  alsoAnswers?: Record<string, Schema>;
}

/** A resource: one tag of the document, with the routes declared under it. */
interface Resource {
  name: string;
  /** For people reading the reference: what the group is for. */
  description: string;
  routes: Record<string, Record<string, Operation>>;
}

const ERROR_TEXT: Record<number, string> = {
  400: 'Malformed input (BAD_USER_INPUT), with a message to show',
  401: 'Not signed in, or an invalid, revoked or expired token (UNAUTHENTICATED)',
  403: 'Not allowed (FORBIDDEN: another user, a read-only token, a session-only call, a cross-site request) or over the plan (PLAN_LIMIT)',
  404: 'No such record (NOT_FOUND); another user\'s record is answered the same way',
  409: 'Already there, or a request with the same Idempotency-Key still running (CONFLICT, with Retry-After)',
  413: 'Body too large (BAD_USER_INPUT)',
  422: 'A reset link was already sent (CONFLICT)',
  429: 'Too many requests (RATE_LIMITED), with Retry-After',
  500: 'An unexpected failure (INTERNAL_SERVER_ERROR), never with details',
  503: 'A dependency is unavailable (SERVICE_UNAVAILABLE), with Retry-After',
};
const COMMON_ERRORS = [400, 401, 403, 404, 413, 429, 500, 503];

const profileFields = {
  username: { type: 'string', maxLength: 50 },
  focusAreas: { type: 'array', items: { type: 'string', enum: FOCUS_AREAS }, minItems: 1, maxItems: 1 },
  challenges: { type: 'array', items: { type: 'string', enum: CHALLENGES } },
};

const itemInput = object({
  user: uuid, text, headline: text, description: text, category: { type: 'string', enum: Object.keys(CATEGORY_LABELS) },
}, ['user', 'text', 'category']);

const kinds = ['goal', 'habit'] as const;

/**
 * The REST routes by resource: each group is one tag of the document (its name and description
 * shown in the reference at /api/docs), and each route is tagged by the group it is declared in.
 */
const RESOURCES: Resource[] = [
  {
    name: 'Account',
    description: 'Signing up, in and out, the profile, the time zone and day start, and deleting the account. The sign-in calls set or end the browser session; a script or another app uses a personal access token instead (see Tokens).',
    routes: {
      '/auth/register': { post: {
        summary: 'Create an inactive account and email its activation link', public: true,
        body: object({ ...profileFields, email: { type: 'string', format: 'email' }, password: { type: 'string', minLength: 8 }, googleToken: text, goalsLevel: text },
          ['username', 'email', 'focusAreas', 'challenges']),
        ok: [201, ref('Message')], errors: [409],
      } },
      '/auth/activate': { post: { summary: 'Activate an account from its emailed link', public: true, body: object({ hash: text }), ok: [200, ref('Message')] } },
      '/auth/resend-activation': { post: { summary: 'Send a new activation link', public: true, body: object({ email: text }), ok: [200, ref('Message')] } },
      '/auth/login': { post: {
        summary: 'Sign in with email and password: sets the session cookie', public: true, sessionOnly: true,
        body: object({ email: text, password: text }), ok: [200, ref('Login')],
        description: 'With two-step sign-in on, the right password answers 401 with reason SECOND_STEP_REQUIRED: the session is not signed in '
          + 'but waits 5 minutes for POST /auth/login/second-step.',
      } },
      '/auth/login/second-step': { post: {
        summary: 'The second step of a sign-in: a code from the authenticator app or a recovery code; sets the session cookie', public: true, sessionOnly: true,
        body: object({ code: { type: 'string', description: 'Six digits, or a recovery code (xxxxx-xxxxx). Each works once.' } }), ok: [200, ref('Login')],
        description: 'A wrong code answers 401 with reason SECOND_STEP_REQUIRED (try again), an expired sign-in 401 with SECOND_STEP_EXPIRED (send the password again). Throttled like the password (429).',
      } },
      '/auth/confirm-password': { post: {
        summary: 'The password again: a change of credentials that answered 403 with reason REAUTH_REQUIRED may be retried for 10 minutes', sessionOnly: true,
        body: object({ password: text }), ok: [200, ref('Message')],
      } },
      '/auth/two-step': {
        get: { summary: 'Your two-step sign-in: on or off, and the recovery codes left', sessionOnly: true, ok: [200, object({ enabled: { type: 'boolean' }, recoveryCodesLeft: { type: 'integer' } })] },
        delete: {
          summary: 'Turn two-step sign-in off', sessionOnly: true, ok: [200, ref('Message')], errors: [409],
          description: 'Needs the session checked within 10 minutes: else 403 with reason REAUTH_REQUIRED (POST /auth/confirm-password, then retry).',
        },
      },
      '/auth/two-step/setup': { post: {
        summary: 'Start setting up two-step sign-in: a new secret for an authenticator app (on only once /auth/two-step/enable gets a code)', sessionOnly: true, errors: [409],
        ok: [200, object({ secret: { type: 'string', description: 'Base32, to type into the app.' }, uri: { type: 'string', description: 'The otpauth:// URI of the QR code.' }, qrCodeDataUrl: { type: 'string', description: 'The QR code, a PNG data: URL.' } })],
      } },
      '/auth/two-step/enable': { post: {
        summary: 'Turn two-step sign-in on with a current code from the app; answers the ten recovery codes, this once', sessionOnly: true, errors: [409],
        body: object({ code: text, signOutOthers: { type: 'boolean', description: 'Also sign out every other session.' } }, ['code']),
        ok: [200, object({ recoveryCodes: list(text) })],
      } },
      '/auth/two-step/recovery-codes': { post: {
        summary: 'Ten new recovery codes (the old ones stop working)', sessionOnly: true, errors: [409],
        description: 'Needs the session checked within 10 minutes: else 403 with reason REAUTH_REQUIRED (POST /auth/confirm-password, then retry).',
        ok: [200, object({ recoveryCodes: list(text) })],
      } },
      '/auth/not-me': { post: {
        summary: 'The "This wasn\'t me" link of a security email: ends every session of the account and emails a password reset link', public: true,
        body: object({ hash: text }), ok: [200, ref('Message')],
      } },
      '/user/sessions': { get: { summary: 'Devices signed in: every session of yours, this one first', sessionOnly: true, ok: [200, list(ref('DeviceSession'))] } },
      '/user/sessions/sign-out-others': { post: { summary: 'Sign out everywhere else, at once, on every instance', sessionOnly: true, ok: [200, ref('Message')] } },
      '/user/sessions/{id}': { delete: { summary: 'Sign one session out, at once', sessionOnly: true, ok: [200, ref('Message')] } },
      '/user/security-activity': { get: { summary: 'Your security record, newest first (the latest 50; kept 180 days)', sessionOnly: true, paged: { order: 'of the whole record, newest first (by when each line was written)' }, ok: [200, list(ref('SecurityActivity'))] } },
      '/auth/login-google': { post: { summary: 'Sign in with a Google ID token', public: true, sessionOnly: true, body: object({ token: text }), ok: [200, ref('Login')] } },
      '/auth/validate-google': { post: { summary: "A Google ID token's email and name, for sign-up", public: true, body: object({ token: text }), ok: [200, ref('GoogleProfile')] } },
      '/auth/logout': { post: { summary: 'End the session', public: true, sessionOnly: true, ok: [200, ref('Message')] } },
      '/auth/me': { get: { summary: 'The signed-in user', ok: [200, ref('User')] } },
      '/auth/resetemail': { post: {
        summary: 'Email a password reset link', public: true, body: object({ email: text }), ok: [200, ref('Message')], errors: [422],
        description: 'An unknown email answers 401; an email whose last reset link is still valid and unused answers 422.',
      } },
      '/auth/resetpassword': { post: { summary: 'Set a new password from an emailed link', public: true, body: object({ hash: text, password: { type: 'string', minLength: 8 } }), ok: [200, ref('Message')] } },
      '/auth/{userId}': { put: {
        summary: 'Update the profile; a new password needs a session (not a token)',
        description: 'A new password needs the session checked within 10 minutes: else 403 with reason REAUTH_REQUIRED (POST /auth/confirm-password, then retry).',
        body: object({
          ...profileFields, password: text,
          signOutOthers: { type: 'boolean', default: true, description: 'With a new password: also sign out every other device (the default), or keep them signed in.' },
        }, ['username', 'focusAreas', 'challenges']),
        ok: [200, object({ message: text, entity: ref('User') })],
      } },
      '/user/{userId}': { delete: { summary: 'Delete the account and everything in it', sessionOnly: true, ok: [200, ref('Message')] } },
      '/user/find/{userId}': { get: { summary: 'The user (only yourself)', ok: [200, ref('User')] } },
      '/user/{userId}/locale': { put: {
        summary: 'Set your locale: the language of the app and of what Cairn sends you',
        description: 'A BCP 47 tag of a language Cairn speaks (en, de, es, ar), with or without a region; anything else answers 400 and changes nothing.',
        body: object({ locale: { type: 'string', maxLength: 35, examples: ['de-DE'] } }, ['locale']), ok: [200, object({ locale: text })],
      } },
      '/user/{userId}/week-start': { put: {
        summary: 'Set the first day of your weeks (only yourself)',
        description: 'A weekly period (3 times a week) runs from this day from now on. null follows your locale (its region\'s week; Monday for a bare language).',
        body: object({ weekStart: nullable('integer', { minimum: 1, maximum: 7 }) }),
        ok: [200, ref('Week')],
      } },
      '/user/clock': {
        get: { summary: 'Your time zone, day start and today', ok: [200, ref('Clock')] },
        put: { summary: 'Set your time zone and day start (past days never move)', body: object({ timeZone: text, dayStartHour: { type: 'integer', minimum: 0, maximum: 5 } }), ok: [200, ref('Clock')] },
      },
    },
  },
  {
    name: 'Passkeys',
    description: 'Passkeys (WebAuthn) instead of a password: adding them to the account, signing in with one (any passkey of any account: discoverable credentials), confirming it is you, and signing up with one. Every call gets its options from the matching /options call first; adding a passkey needs a session that proved its user in the last 10 minutes (else 403 with reason REAUTH_REQUIRED).',
    routes: {
      '/auth/passkeys': {
        get: { summary: 'Your passkeys, oldest first', sessionOnly: true, ok: [200, list(ref('Passkey'))] },
        post: {
          summary: 'Add the passkey the browser made from /auth/passkeys/options', sessionOnly: true,
          body: object({ name: { type: 'string', maxLength: 60 }, response: { type: 'string', maxLength: 32000, description: "What @simplewebauthn/browser's startRegistration or startAuthentication answered, as JSON text." } }), ok: [201, ref('Passkey')], errors: [409],
        },
      },
      '/auth/passkeys/options': { post: { summary: 'Options to add a passkey (asks a recent check: 403 REAUTH_REQUIRED)', sessionOnly: true, ok: [200, ref('WebAuthnOptions')] } },
      '/auth/passkeys/{id}': {
        patch: { summary: 'Rename a passkey', sessionOnly: true, body: object({ name: { type: 'string', maxLength: 60 } }), ok: [200, ref('Passkey')] },
        delete: { summary: "Remove a passkey (409 when it is the account's only way to sign in)", sessionOnly: true, ok: [200, ref('Deleted')], errors: [409] },
      },
      '/auth/passkeys/confirm/options': { post: { summary: "Options to confirm it's you with one of your passkeys", sessionOnly: true, ok: [200, ref('WebAuthnOptions')] } },
      '/auth/passkeys/confirm': { post: {
        summary: "Confirm it's you with a passkey: the session counts as recently verified for 10 minutes", sessionOnly: true,
        body: object({ response: { type: 'string', maxLength: 32000, description: "What @simplewebauthn/browser's startRegistration or startAuthentication answered, as JSON text." } }), ok: [200, ref('Message')],
      } },
      '/auth/login-passkey/options': { post: { summary: 'Options to sign in with a passkey (no list of credentials)', public: true, sessionOnly: true, ok: [200, ref('WebAuthnOptions')] } },
      '/auth/login-passkey': { post: {
        summary: 'Sign in with a passkey: sets the session cookie (a passkey counts as both steps)', public: true, sessionOnly: true,
        body: object({ response: { type: 'string', maxLength: 32000, description: "What @simplewebauthn/browser's startRegistration or startAuthentication answered, as JSON text." } }), ok: [200, ref('Login')],
        description: 'Refused (403, reason ACCOUNT_NOT_ACTIVATED) until the account is activated; an expired or used challenge is 400 with reason CHALLENGE_EXPIRED.',
      } },
      '/auth/register-passkey/options': { post: {
        summary: 'Start a sign-up with a passkey instead of a password: checks the account, answers the options', public: true, sessionOnly: true,
        body: object({ ...profileFields, email: { type: 'string', format: 'email' }, timeZone: text, goalsLevel: text }, ['username', 'email', 'focusAreas', 'challenges']),
        ok: [200, ref('WebAuthnOptions')], errors: [409],
      } },
      '/auth/register-passkey': { post: {
        summary: 'Create the account with its passkey (no password) and email its activation link', public: true, sessionOnly: true,
        body: object({ name: { type: 'string', maxLength: 60 }, response: { type: 'string', maxLength: 32000, description: "What @simplewebauthn/browser's startRegistration or startAuthentication answered, as JSON text." } }, ['response']), ok: [201, ref('Message')], errors: [409],
      } },
    },
  },
  {
    name: 'Catalogue',
    description: 'The built-in goals and habits, by category, and the custom ones you create.',
    routes: {
      ...Object.fromEntries(kinds.flatMap((kind) => [
        [`/${kind}`, { get: { summary: `The ${kind} catalogue (and your custom ${kind}s)`, public: true, ok: [200, list(ref('Item'))] } }],
        [`/${kind}/category/{category}`, { get: { summary: `The ${kind} catalogue in a category ("All" for every one)`, public: true, ok: [200, list(ref('Item'))] } }],
        [`/${kind}/createuser`, { post: { summary: `Create a custom ${kind}`, body: itemInput, ok: [201, ref('Item')] } }],
      ])),
      '/goal/script': { post: { summary: 'Refresh the built-in catalogue (idempotent)', ok: [200, object({ ok: { const: true } })] } },
    },
  },
  {
    name: 'Locales',
    description: 'The languages and regions a profile can list.',
    routes: {
      '/user/addlocale': { post: { summary: 'Add a locale to your profile', body: object({ user: uuid, locale: uuid }), ok: [201, ref('Locale')], errors: [409] } },
      '/user/getuserlocales/{userId}': { get: { summary: 'Your locales', ok: [200, list(ref('UserLocale'))] } },
      '/locale': { get: { summary: 'Every locale', public: true, ok: [200, list(ref('Locale'))] } },
    },
  },
  {
    name: 'Goals',
    description: 'The goals you have chosen: their status, milestones, linked habits and tasks, and progress.',
    routes: {
      '/user/addgoal': { post: {
        summary: 'Add a goal from the catalogue', body: object({ user: uuid, goal: uuid, status: text }, ['user', 'goal']), ok: [201, ref('GoalLink')], errors: [409],
      } },
      '/user2goal/{id}': {
        put: { summary: "Set a goal's status", body: object({ status: { type: 'string', examples: ['Progressing'] } }), ok: [200, ref('GoalLink')] },
        delete: { summary: 'Remove a goal', ok: [200, ref('Deleted')] },
      },
      '/user/getusergoals/{userId}': { get: { summary: 'Your goals', paged: { order: "oldest first (by when each was added), not in your order" }, ok: [200, list(ref('GoalLink'))] } },
      '/user/populategoals/{userId}': { get: { summary: 'Your goals (the same as getusergoals)', paged: { order: "oldest first (by when each was added), not in your order" }, ok: [200, list(ref('GoalLink'))] } },
    },
  },
  {
    name: 'Habits',
    description: 'The habits you keep: days done, amounts of measured habits, skips, schedules, targets and skip budgets, their order, and vacations (days on which no habit is due).',
    routes: {
      '/user/addhabit': { post: { summary: 'Add a habit from the catalogue', body: object({ user: uuid, habit: uuid, goal: { ...uuid, description: 'Optional: one of your goals the habit will serve.' } }, ['user', 'habit']), ok: [201, ref('HabitLink')], errors: [409] } },
      '/user2habit/{id}': { delete: { summary: 'Remove a habit', ok: [200, ref('Deleted')] } },
      '/user2habit/handlehabit': { post: {
        summary: 'Mark a habit done or not done on a day', body: object({ id: uuid, workDay: day, completed: { type: 'boolean' } }), ok: [200, ref('HabitDone')],
      } },
      '/user2habit/handlevalue': { post: {
        summary: "Enter a measured habit's amount for a day (null clears the day)",
        body: object({ id: uuid, workDay: day, value: nullable('string', { description: 'A decimal in the unit, e.g. "2.5".' }) }), ok: [200, ref('DayHabit')],
      } },
      '/user2habit/handleskip': { post: {
        summary: 'Mark a due day skipped (it neither breaks nor extends the streak), or take the skip back',
        body: object({ id: uuid, workDay: day, skipped: { type: 'boolean' } }), ok: [200, ref('DayHabit')],
      } },
      '/user2habit/{id}/settings': {
        get: { summary: "A habit's schedule, target and skip budget", ok: [200, ref('HabitSettings')] },
        put: {
          summary: "Change a habit's schedule, target or skip budget (each field optional)",
          body: object({
            kind: { type: 'string', enum: ['DAILY', 'WEEKDAYS', 'PER_PERIOD'] },
            weekdays: list({ type: 'integer', minimum: 1, maximum: 7 }),
            times: { type: 'integer' },
            days: { type: 'integer' },
            unit: text,
            amount: text,
            direction: { type: 'string', enum: ['AT_LEAST', 'AT_MOST'] },
            clearTarget: { type: 'boolean' },
            skipBudget: { type: 'integer', minimum: 0, maximum: 31 },
          }, []),
          ok: [200, ref('HabitSettings')],
        },
      },
      '/vacations': {
        get: { summary: 'Your vacations: days on which no habit is due', paged: { order: 'by first day' }, ok: [200, list(ref('Vacation'))] },
        post: { summary: 'Add a vacation (any range, ahead or afterwards; never overlapping another)', body: object({ start: day, end: day }), ok: [201, ref('Vacation')] },
      },
      '/vacations/{id}': { delete: { summary: 'Remove a vacation', ok: [200, ref('Deleted')] } },
      '/user/updateHabitorder': { put: { summary: 'Reorder your habits', body: object({ habits: list(object({ _id: uuid }, ['_id'], { description: 'A habit link as populatehabits answered it, or just its _id; only _id is read.' })) }), ok: [200, list(ref('HabitLink'))] } },
      '/user/getuserhabits/{userId}': { get: { summary: 'Your habits with their completed days', query: [HISTORY_FROM], paged: { order: "of habits (each with its whole history from `from`), oldest first (by when each was added), not in your order" }, ok: [200, list(ref('HabitLink'))] } },
      '/user/populatehabits/{userId}': {
        get: {
          summary: 'Your habits (the same as getuserhabits)',
          description: 'Each habit with its completed days, oldest first; `from` limits the history to a window (the whole history is large for a long-kept habit).',
          query: [HISTORY_FROM],
          paged: { order: 'of habits (each with its whole history from `from`), oldest first (by when each was added), not in your order' },
          ok: [200, list(ref('HabitLink'))],
        },
      },
    },
  },
  {
    name: 'Tasks',
    description: 'One-off tasks, each optionally moving one of your goals.',
    routes: {
      '/user/populatetasks/{userId}': { get: { summary: 'Your tasks', paged: { order: "oldest first (by when each was made), not in your order" }, ok: [200, list(ref('Task'))] } },
      '/task/create': { post: {
        summary: 'Create a task',
        body: object({
          user: uuid, text: { type: 'string', maxLength: 500 }, goal: { ...uuid, description: 'Optional: one of your goals the task moves.' },
          _id: { ...uuid, description: 'Optional: a UUID you made for the new task (e.g. for a task added offline). Sent again, it answers the task made the first time and changes nothing; 404 if that task was deleted since; 409 if another account holds the id.' },
        }, ['user', 'text']),
        ok: [201, ref('Task')],
      } },
      '/task/{id}': {
        put: { summary: 'Complete a task on a day, or reopen it', body: object({ complete: { type: 'boolean' }, completedDate: day }, ['complete']), ok: [200, ref('Task')] },
        delete: { summary: 'Delete a task', ok: [200, ref('Deleted')] },
      },
      '/user/updatetaskorder': { put: { summary: 'Reorder your tasks', body: object({ tasks: list(object({ _id: uuid }, ['_id'], { description: 'A task as populatetasks answered it, or just its _id; only _id is read.' })) }), ok: [200, list(ref('Task'))] } },
    },
  },
  {
    name: 'Reminders',
    description: "The actions of a habit reminder's notification: mark the habit done, or snooze the reminder.",
    routes: {
      '/reminders/done': { post: {
        summary: 'Mark a habit done from its reminder notification (the same as handlehabit with completed: true)',
        description: "The service worker's \"Done\" action sends the habit and day the notification carried.",
        body: object({ habit: uuid, day }), ok: [200, ref('DayHabit')],
      } },
      '/reminders/snooze': { post: {
        summary: 'Snooze a reminder: it comes again in 1 hour',
        description: "The service worker's \"Snooze 1 h\" action. At most 6 snoozes of a reminder a day; 503 while the reminder queue is not running.",
        body: object({ reminder: uuid, day }), ok: [201, object({ _id: uuid, dueAt: { type: 'string', format: 'date-time' } })],
      } },
    },
  },
  {
    name: 'Suggestions',
    description: 'Suggested goals and habits, and a daily motivation message.',
    routes: {
      '/ai/runmotivationalprompt': { post: { summary: "Today's motivation message", ok: [200, object({ data: object({ motivation: text }) })] } },
      '/ai/runfocusareasprompt': { post: {
        summary: 'Goal suggestions for each focus area', ok: [200, object({ data: list(object({ focusArea: text, relatedGoals: list(ref('Suggestion')) })) })],
      } },
      '/ai/rungoalprompt': { post: { summary: 'Goal suggestions in a category', body: object({ category: text }), ok: [200, object({ data: object({ relatedGoals: list(ref('Suggestion')) }) })] } },
      '/ai/runhabitprompt': { post: {
        summary: 'Habit suggestions for a category and goal', body: object({ category: text, goalText: text }, ['category']),
        ok: [200, object({ data: object({ relatedHabits: list(ref('Suggestion')) }) })],
      } },
    },
  },
  {
    name: 'Billing',
    description: "The Unlimited plan through Stripe Checkout, and Stripe's event webhook.",
    routes: {
      '/stripe/webhook': { post: {
        summary: 'Stripe events (signed by Stripe; not for clients)', public: true, ok: [200, object({ received: { const: true } })],
        description: 'The body is Stripe\'s raw JSON, checked against the Stripe-Signature header.',
      } },
      '/stripe/createcheckout': { post: { summary: 'Start Stripe Checkout for Unlimited', sessionOnly: true, ok: [200, ref('Checkout')] } },
      '/user/updatepaymentstatus': { put: {
        summary: 'After Checkout: upgrade if Stripe says it is paid', body: object({ userId: uuid, sessionId: text }, []), ok: [200, ref('User')],
      } },
      '/stripe/cancelunlimited': { post: { summary: 'Cancel Unlimited and move to Free', body: object({ userId: uuid }, []), ok: [200, ref('User')] } },
    },
  },
  {
    name: 'Tokens',
    description: 'Personal access tokens for scripts and other apps: created, listed and revoked in a signed-in session (a token cannot manage tokens).',
    routes: {
      '/tokens': {
        get: { summary: 'Your personal access tokens, newest first (never their secrets)', sessionOnly: true, paged: { order: 'newest first' }, ok: [200, list(ref('AccessToken'))] },
        post: {
          summary: 'Create a personal access token; its secret is in this answer only', sessionOnly: true,
          description: 'Needs the session checked within 10 minutes: else 403 with reason REAUTH_REQUIRED (POST /auth/confirm-password, then retry).',
          body: object({
            name: { type: 'string', maxLength: 100 },
            scopes: { type: 'array', items: ref('Scope'), minItems: 1 },
            expiresAt: { ...nullable('string'), format: 'date-time' },
          }, ['name', 'scopes']),
          ok: [201, ref('CreatedAccessToken')],
        },
      },
      '/tokens/{id}': { delete: { summary: 'Revoke a token, at once and on every instance', sessionOnly: true, ok: [200, ref('Deleted')] } },
    },
  },
  {
    name: 'Apps',
    description: 'Sign in with Cairn (OAuth 2.1 and OpenID Connect, discovery at /oauth/.well-known/openid-configuration): the apps you registered as a developer, and the apps you let act for you. A signed-in session only: a token can manage neither.',
    routes: {
      '/apps': {
        get: { summary: 'Your developer apps, newest first (never their secrets)', sessionOnly: true, ok: [200, list(ref('DeveloperApp'))] },
        post: {
          summary: 'Register an app (at most 20); a confidential app\'s secret is in this answer only', sessionOnly: true,
          body: object({
            name: { type: 'string', maxLength: 100 },
            redirectUris: { type: 'array', items: { type: 'string', format: 'uri' }, minItems: 1, maxItems: 10, description: 'Exact https URLs (http only for localhost), without a fragment.' },
            confidential: { type: 'boolean' },
          }),
          ok: [201, ref('CreatedDeveloperApp')],
        },
      },
      '/apps/{id}': { delete: { summary: 'Delete your app, and every access users gave it', sessionOnly: true, ok: [200, ref('Deleted')] } },
      '/apps/access': { get: { summary: 'The apps you let act for you, newest first', sessionOnly: true, ok: [200, list(ref('AppAccess'))] } },
      '/apps/access/{id}': { delete: { summary: "Revoke an app's access at once, on every instance", sessionOnly: true, ok: [200, object({ _id: text })] } },
    },
  },
  {
    name: 'Webhooks',
    description: [
      'Endpoints that receive your events as signed HTTPS POSTs: habit.day_changed, task.changed, goal.changed, import.finished. Managed in a signed-in session, with a write token, or by an app (Sign in with Cairn) for the events its scopes may read (habits:read for habit.day_changed, and so on; import.finished is the account\'s): an app sees only its own endpoints; at most 10 per account.',
      'Each delivery is the JSON `{ "id", "type", "createdAt", "data" }` with the headers `Cairn-Delivery` (its id, the same on every retry: drop one you have seen), `Cairn-Event` and `Cairn-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>" keyed by the endpoint\'s secret>`.',
      'A 2xx answer within 10 seconds delivers it; anything else is retried with a doubling delay (30 s, 1 min, … at most 6 h) for 24 hours. An endpoint that answers no delivery with a 2xx for 24 hours is disabled and its owner emailed; enable it again with PATCH. URLs must be https:// on a public address.',
    ].join(' '),
    routes: {
      '/webhooks': {
        get: { summary: 'Your webhook endpoints, newest first (never their secrets)', ok: [200, list(ref('WebhookEndpoint'))] },
        post: {
          summary: 'Register a webhook endpoint; its signing secret is in this answer only',
          body: object({ url: { type: 'string', format: 'uri', maxLength: 2000 }, events: { ...list(ref('WebhookEventType')), minItems: 1 } }),
          ok: [201, ref('CreatedWebhookEndpoint')],
        },
      },
      '/webhooks/{id}': {
        patch: {
          summary: 'Change an endpoint\'s URL or events, or enable or disable it',
          description: 'Enabling (one disabled for failing, too) starts afresh; disabling stops its pending deliveries. Nothing changes when any part is refused.',
          body: object({ url: { type: 'string', format: 'uri', maxLength: 2000 }, events: { ...list(ref('WebhookEventType')), minItems: 1 }, enabled: { type: 'boolean' } }, []),
          ok: [200, ref('WebhookEndpoint')],
        },
        delete: { summary: 'Delete an endpoint and its delivery log', ok: [200, ref('Deleted')] },
      },
      '/webhooks/{id}/test': { post: {
        summary: 'Send an enabled endpoint a test event (ping), signed and retried like any other',
        description: 'A disabled endpoint answers 400: enable it first.',
        ok: [201, ref('WebhookDelivery')],
      } },
      '/webhooks/{id}/deliveries': { get: {
        summary: 'An endpoint\'s delivery log, newest first: event, state, attempts and response codes',
        query: [{ name: 'limit', schema: { type: 'integer', minimum: 1, maximum: 100, default: 20 }, description: 'How many of the newest deliveries.' }],
        ok: [200, list(ref('WebhookDelivery'))],
      } },
    },
  },
  {
    name: 'Data',
    description: "Your data out and in: the whole account as a download (Cairn JSON or Loop Habit Tracker's CSV), and imports from Loop Habit Tracker, Habitica or a Cairn export.",
    routes: {
      '/export': { get: {
        summary: 'Your whole account as a download: Cairn JSON (the default) or a zip in Loop Habit Tracker\'s CSV layout',
        query: [{ name: 'format', schema: { type: 'string', enum: ['json', 'csv'], default: 'json' }, description: 'json: one Cairn export document; csv: Loop\'s Habits.csv, NNN Name/Checkmarks.csv and Checkmarks.csv in a zip.' }],
        ok: [200, { type: 'object', required: ['format', 'version'], description: 'A Cairn export document (GET /api/export/schema is its JSON Schema), sent as an attachment and streamed.' }],
        alsoAnswers: { 'application/zip': { type: 'string', contentMediaType: 'application/zip', description: 'format=csv: Loop Habit Tracker\'s CSV export layout.' } },
      } },
      '/export/schema': { get: { summary: 'The JSON Schema of the Cairn export document (version 1)', public: true, ok: [200, { type: 'object', required: ['$schema'] }] } },
      '/import': { post: {
        summary: 'Import a file: Loop\'s CSV zip or .db backup, Habitica\'s userdata.json or history.csv, or a Cairn export; all or nothing',
        description: [
          'The file is the multipart field "file" (at most 50 MB); its format is told from its content.',
          'With dryRun=1 nothing changes: the answer previews what would be created, what cannot be carried and why, and whether the Free plan\'s limits allow it; it also holds an uploadId (kept an hour) for POST /import/{id} or GraphQL\'s runImport.',
          'keep=h1,h2,t1 imports only those habits, goals and tasks. An import over the plan\'s limits is refused (403 PLAN_LIMIT) until keep fits or the plan is Unlimited.',
          'A cookie request must come from this app\'s own Origin.',
          'The import (not a dry run) runs as a job that survives a restart: when it is done within a few seconds the answer is its report (200), as is a refusal (4xx); otherwise 202 with the job\'s id and status URL (GET /import/jobs/{id}).',
        ].join(' '),
        query: [
          { name: 'dryRun', schema: { type: 'string', enum: ['0', '1', 'true', 'false'] }, description: '1: preview only.' },
          { name: 'keep', schema: { type: 'string', pattern: '^[hgt0-9,]*$' }, description: 'Comma-separated keys of the preview to import; absent: everything.' },
        ],
        multipart: object({ file: { type: 'string', contentMediaType: 'application/octet-stream' } }),
        ok: [200, ref('ImportReport')],
        accepted: ref('ImportAccepted'),
      } },
      '/import/{id}': { post: {
        summary: 'Preview again or import a file previewed before, by its uploadId',
        description: 'An import that takes longer than a few seconds answers 202 with its job, as POST /import does.',
        body: object({ dryRun: { type: 'boolean' }, keep: list({ type: 'string', pattern: '^[hgt][0-9]+$' }) }, []),
        ok: [200, ref('ImportReport')],
        accepted: ref('ImportAccepted'),
      } },
      '/import/jobs': { get: { summary: 'Your import jobs, newest first', paged: { order: 'newest first' }, ok: [200, list(ref('ImportJob'))] } },
      '/import/jobs/{id}': { get: {
        summary: 'An import job of yours: queued, running, done (with its report) or failed (with why); another user\'s is 404',
        ok: [200, ref('ImportJob')],
      } },
    },
  },
  {
    name: 'Reference',
    description: 'This OpenAPI document.',
    routes: {
      '/openapi.json': { get: { summary: 'This document', public: true, ok: [200, { type: 'object', required: ['openapi', 'paths'] }] } },
    },
  },
];

const RATE_LIMIT_HEADERS = {
  'RateLimit-Limit': { description: 'Requests this token may make per minute (token requests only).', schema: { type: 'integer' } },
  'RateLimit-Remaining': { description: 'Requests left in the current minute.', schema: { type: 'integer' } },
  'RateLimit-Reset': { description: 'Seconds until the window resets.', schema: { type: 'integer' } },
};

/** Every change a signed-in client makes may carry one (api/src/http/idempotency.ts). */
const IDEMPOTENCY_KEY = {
  name: 'Idempotency-Key', in: 'header', required: false,
  description: 'Any 1 to 255 visible ASCII characters, new for each change (a UUID). A request repeated with the same key, by the same user, within 7 days takes effect once and gets the first answer again, with `Idempotent-Replayed: true`.',
  schema: { type: 'string', minLength: 1, maxLength: 255 },
};

/** When a change sent late was made (api/src/http/made-at.ts): the change made last wins a habit's day. */
const MADE_AT = {
  name: 'Made-At', in: 'header', required: false,
  description: "When the change was made, for a change sent late (an offline queue): RFC 3339 with its offset, or milliseconds since 1970; bounded by the server's clock to the last 7 days. A habit's day takes the change made last: a tick, amount or skip made before the day's last change is not applied, and the answer is the day as it stands. Without it, the change was made now.",
  schema: { type: 'string', example: '2026-11-26T23:50:00+01:00' },
};

/** A paged list's query parameters (api/src/shared/pagination.ts). */
const PAGE_QUERY = [
  {
    name: 'limit', schema: { type: 'integer', minimum: 1, maximum: MAX_PAGE_SIZE },
    description: `Answer one page of at most this many, 1 to ${MAX_PAGE_SIZE}, with a Link header to the next page when there is one. Without it, the whole list, as before.`,
  },
  {
    name: 'cursor', schema: { type: 'string', maxLength: 1000 },
    description: "Where the page starts: the cursor of the previous page's Link header (opaque; needs limit). A malformed cursor, or one not of this list, is refused (400).",
  },
];

/** The Link header of a page with more after it (RFC 8288). */
const LINK_HEADER = {
  Link: {
    description: 'On a page (?limit=) with more after it: `<…?limit=N&cursor=…>; rel="next"`, the URL of the next page, relative to this request\'s. Absent on the last page and without limit.',
    schema: { type: 'string', example: '</api/tokens?limit=50&cursor=WyIyMDI2LTExLTI3VDA3OjAwOjAwLjAwMDAwMFoiLCIuLi4iXQ>; rel="next"' },
  },
};

function operation(tag: string, path: string, method: string, op: Operation): Schema {
  const idempotent = method !== 'get' && !op.public && !op.multipart;
  const parameters = [...[...path.matchAll(/\{(\w+)\}/g)].map(([, name]) => ({
    name, in: 'path', required: true,
    schema: name === 'category' ? { type: 'string', enum: ['All', ...Object.keys(CATEGORY_LABELS)] } : uuid,
  })), ...[...(op.query ?? []), ...(op.paged ? PAGE_QUERY : [])].map(({ name, schema, description }) => ({ name, in: 'query', required: false, description, schema })),
  ...(idempotent ? [IDEMPOTENCY_KEY, MADE_AT] : [])];
  const errors = [...new Set([...COMMON_ERRORS, ...(op.errors ?? []), ...(idempotent ? [409] : [])])].sort();
  const security = op.sessionOnly
    ? [{ cookieAuth: [] }, ...(op.public ? [{}] : [])]
    : [{ bearerAuth: [] }, { cookieAuth: [] }, ...(op.public ? [{}] : [])];
  return {
    operationId: `${method}${path.replace(/\{(\w+)\}/g, 'By-$1').split(/[/-]/).map((part) => part.charAt(0).toUpperCase() + part.slice(1)).join('').replace(/\W/g, '')}`,
    tags: [tag],
    summary: op.summary,
    ...(op.description || op.sessionOnly || op.paged ? {
      description: [
        op.description,
        op.paged ? `With limit, one page, ${op.paged.order}, and a Link header to the next page when there is one (see Pagination above).` : undefined,
        op.sessionOnly ? 'Needs a signed-in session: a request with an access token is refused (403).' : undefined,
      ].filter(Boolean).join(' '),
    } : {}),
    security,
    ...(parameters.length ? { parameters } : {}),
    ...(op.body ? { requestBody: { required: true, content: { 'application/json': { schema: op.body } } } } : {}),
    ...(op.multipart ? { requestBody: { required: true, content: { 'multipart/form-data': { schema: op.multipart } } } } : {}),
    responses: {
      [op.ok[0]]: {
        description: 'Done', headers: op.paged ? { ...RATE_LIMIT_HEADERS, ...LINK_HEADER } : RATE_LIMIT_HEADERS,
        content: { 'application/json': { schema: op.ok[1] }, ...Object.fromEntries(Object.entries(op.alsoAnswers ?? {}).map(([type, schema]) => [type, { schema }])) },
      },
      ...(op.accepted ? { 202: { description: 'Accepted: still running', content: { 'application/json': { schema: op.accepted } } } } : {}),
      ...Object.fromEntries(errors.map((status) => [status, { $ref: `#/components/responses/E${status}` }])),
    },
  };
}

export function openApiDocument(): Schema {
  return {
    openapi: '3.1.0',
    info: {
      title: 'Cairn REST API',
      version: '1.0.0',
      description: [
        "Cairn's goals, habits and tasks over HTTP and JSON. Each group below is one resource; every call is made under this server's `/api` path. A GraphQL endpoint at `/graphql` offers the same data with live updates.",
        '## Authentication',
        'Create a personal access token in Cairn under Profile → Access tokens and send it with every request: `Authorization: Bearer cairn_pat_…`. The secret is shown once, when the token is made; revoke a token there and it stops working at once.',
        'A `read` token may only make GET calls; a `write` token may make the others too, except the few marked as needing a signed-in session (signing in and out, managing tokens, deleting the account, payments): those answer 403 to a token, on GraphQL too. A token request needs no cookie and no CSRF proof.',
        'A browser app on another origin may call the API with a token: preflights are answered and token answers say `Access-Control-Allow-Origin: *`, with the rate-limit headers exposed. Credentials are never allowed across origins, so the session cookie works only from Cairn itself.',
        "The browser session cookie works as well (Cairn's own web app uses it); a cookie request that changes something must send JSON from the app's own origin.",
        '## Errors',
        'Every error answers JSON `{ "message", "code" }`, and sometimes a `reason`: `message` is written for people, `code` is for programs (BAD_USER_INPUT 400, UNAUTHENTICATED 401, FORBIDDEN or PLAN_LIMIT 403, NOT_FOUND 404, CONFLICT 409 or 422, RATE_LIMITED 429, SERVICE_UNAVAILABLE 503). Bad input changes nothing. Another user\'s record answers 404, as a missing one does. A 503 (a dependency is briefly unavailable) and a 429 carry `Retry-After`, in seconds.',
        '## Retries',
        'A client that may send a change twice (a retry after a lost answer, an offline queue replayed) sends an `Idempotency-Key` header with it: any 1 to 255 visible ASCII characters, new for each change, such as a UUID. The change takes effect once, on whichever server gets it; a request with the same key, by the same user, within 7 days gets the first answer again, with `Idempotent-Replayed: true`. The same key with another request is refused (400); while the first is still running, the answer is 409 with `Retry-After`. Answers a retry may mend (429, 5xx) are not kept. GraphQL mutations take the same header.',
        '## Pagination',
        `The lists that grow with use (tasks, goals, habits with their history, vacations, tokens, import jobs, the security record) take \`?limit=N\` (1 to ${MAX_PAGE_SIZE}): the answer is then one page, the same JSON array of at most N, and when more follow, a \`Link: <…&limit=N&cursor=…>; rel="next"\` header (RFC 8288) gives the next page's URL; the last page has no Link. Follow the Links to the end: the pages never repeat or leave out a record that was there throughout, whatever is added, changed or deleted in between. Each list's pages are in an order of keys that never change (said at each call): tasks, goals and habits oldest first, not in the user's order, since a drag changes that. Without \`limit\`, a call answers its whole list as it always has. A bad \`limit\` or \`cursor\` is refused (400) and changes nothing. GraphQL has the same pages as Relay connections (\`tasksConnection(first, after)\` and the others, with \`pageInfo { hasNextPage endCursor }\`).`,
        '## Rate limits',
        "Each token may make a fixed number of requests a minute (600 unless this server is set otherwise). Every answer to a token request says where it stands: `RateLimit-Limit` (requests a minute), `RateLimit-Remaining` and `RateLimit-Reset` (seconds until the minute starts again). Past the limit the answer is 429 with `Retry-After`. Some calls have limits of their own (sign-in attempts, emails sent, suggestions an hour), answered the same way.",
      ].join('\n\n'),
    },
    servers: [{ url: '/api' }],
    security: [{ bearerAuth: [] }, { cookieAuth: [] }],
    tags: RESOURCES.map(({ name, description }) => ({ name, description })),
    paths: Object.fromEntries(RESOURCES.flatMap(({ name, routes }) => Object.entries(routes).map(([path, methods]) => [
      path, Object.fromEntries(Object.entries(methods).map(([method, op]) => [method, operation(name, path, method, op)])),
    ]))),
    components: {
      schemas,
      responses: Object.fromEntries(Object.entries(ERROR_TEXT).map(([status, description]) => [`E${status}`, {
        description,
        ...(['429', '503'].includes(status) ? { headers: { 'Retry-After': { description: 'Seconds to wait', schema: { type: 'integer' } } } } : {}),
        content: { 'application/json': { schema: ref('Error') } },
      }])),
      securitySchemes: {
        bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'cairn_pat_…', description: 'A personal access token from Profile.' },
        cookieAuth: { type: 'apiKey', in: 'cookie', name: 'cairn.sid', description: 'The browser session, set by /auth/login.' },
      },
    },
  };
}
