import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import webpush from 'web-push';
import { loadVapidKeys } from './modules/reminders/push';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('fills the defaults of DESIGN.md', () => {
    const config = loadConfig({ NODE_ENV: 'test' });
    expect(config).toMatchObject({ port: 4000, databaseUrl: undefined, appUrl: 'http://localhost:4000', isProduction: false });
    expect(config.dataDir).toMatch(/\.data$/);
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ NODE_ENV: 'staging' }, 'NODE_ENV'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ DATABASE_URL: 'not a url' }, 'DATABASE_URL'],
    [{ DATABASE_URL: 'postgres://db/cairn', DATABASE_REPLICA_URL: 'http://replica' }, 'DATABASE_REPLICA_URL'],
    [{ DATABASE_REPLICA_URL: 'postgres://replica/cairn' }, 'DATABASE_REPLICA_URL'],
    [{ REPLICA_MAX_LAG: '0' }, 'REPLICA_MAX_LAG'],
    [{ APP_URL: 'ftp://example.com' }, 'APP_URL'],
    [{ SMTP_URL: 'http://mail' }, 'SMTP_URL'],
    [{ OPENAI_BASE_URL: 'nope' }, 'OPENAI_BASE_URL'],
    [{ STRIPE_API_URL: 'nope' }, 'STRIPE_API_URL'],
    [{ STRIPE_SECRET_KEY: 'sk_test_1' }, 'STRIPE_PRICE_ID'],
    [{ MAIL_FROM: 'nobody' }, 'MAIL_FROM'],
    [{ SESSION_SECRET: 'short' }, 'SESSION_SECRET'],
    [{ NODE_ENV: 'production', APP_URL: 'https://cairn.example' }, 'SESSION_SECRET'],
    [{ NODE_ENV: 'production', SESSION_SECRET: 's'.repeat(40), APP_URL: 'http://cairn.example' }, 'APP_URL'],
    [{ NODE_ENV: 'production', SESSION_SECRET: 's'.repeat(40), APP_URL: 'http://cairn.example', ALLOW_INSECURE_COOKIES: 'off' }, 'APP_URL'],
    [{ NODE_ENV: 'production', SESSION_SECRET: 's'.repeat(40), APP_URL: 'http://cairn.example', ALLOW_INSECURE_COOKIES: 'sure' }, 'ALLOW_INSECURE_COOKIES'],
    [{ VAPID_PRIVATE_KEY: 'a'.repeat(43) }, 'VAPID_PUBLIC_KEY'],
    [{ VAPID_PUBLIC_KEY: 'B'.repeat(87) }, 'VAPID_PRIVATE_KEY'],
    [{ VAPID_PUBLIC_KEY: 'short', VAPID_PRIVATE_KEY: 'a'.repeat(43) }, 'VAPID_PUBLIC_KEY'],
    [{ VAPID_PUBLIC_KEY: 'B'.repeat(87), VAPID_PRIVATE_KEY: 'not base64url!' }, 'VAPID_PRIVATE_KEY'],
    [{ REMINDER_GRACE_MINUTES: '0' }, 'REMINDER_GRACE_MINUTES'],
    [{ PUSH_ALLOW_PRIVATE_ENDPOINTS: 'maybe' }, 'PUSH_ALLOW_PRIVATE_ENDPOINTS'],
  ])('names the wrong variable in %j', (env, variable) => {
    expect(() => loadConfig({ NODE_ENV: 'test', ...env })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: 'test', ...env })).toThrow(new RegExp(`^Invalid configuration: ${variable} `));
  });

  it.each(['true', '1', 'YES', 'on'])('takes ALLOW_INSECURE_COOKIES=%s as yes', (word) => {
    const config = loadConfig({ NODE_ENV: 'production', SESSION_SECRET: 's'.repeat(40), APP_URL: 'http://cairn.example', ALLOW_INSECURE_COOKIES: word });
    expect(config).toMatchObject({ isProduction: true, secureCookies: false });
  });

  it('refuses private push and webhook endpoints unless PUSH_ALLOW_PRIVATE_ENDPOINTS or WEBHOOK_ALLOW_PRIVATE_ENDPOINTS says yes', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).reminders.allowPrivatePushEndpoints).toBe(false);
    expect(loadConfig({ NODE_ENV: 'test', PUSH_ALLOW_PRIVATE_ENDPOINTS: 'no' }).reminders.allowPrivatePushEndpoints).toBe(false);
    expect(loadConfig({ NODE_ENV: 'test', PUSH_ALLOW_PRIVATE_ENDPOINTS: 'Yes' }).reminders.allowPrivatePushEndpoints).toBe(true);
    expect(loadConfig({ NODE_ENV: 'test' }).webhooks.allowPrivateEndpoints).toBe(false);
    expect(loadConfig({ NODE_ENV: 'test', WEBHOOK_ALLOW_PRIVATE_ENDPOINTS: 'yes' }).webhooks.allowPrivateEndpoints).toBe(true);
  });

  it('accepts a full production configuration', () => {
    const config = loadConfig({
      NODE_ENV: 'production', PORT: '8080', DATABASE_URL: 'postgres://u:p@db:5432/cairn', APP_URL: 'https://cairn.example/',
      SESSION_SECRET: 's'.repeat(40), SMTP_URL: 'smtp://mail:25', STRIPE_SECRET_KEY: 'sk', STRIPE_PRICE_ID: 'price_1',
    });
    expect(config).toMatchObject({
      port: 8080, appUrl: 'https://cairn.example', isProduction: true, secureCookies: true, stripe: { priceId: 'price_1' },
    });
  });

  it('takes VAPID keys from the environment, or generates them once into DATA_DIR', () => {
    const keys = webpush.generateVAPIDKeys();
    const given = loadConfig({ NODE_ENV: 'test', VAPID_PUBLIC_KEY: keys.publicKey, VAPID_PRIVATE_KEY: keys.privateKey });
    expect(loadVapidKeys(given)).toEqual(keys);
    const dataDir = mkdtempSync(path.join(tmpdir(), 'cairn-vapid-'));
    try {
      const development = loadConfig({ NODE_ENV: 'development', DATA_DIR: dataDir });
      const first = loadVapidKeys(development);
      expect(Buffer.from(first.publicKey, 'base64url')).toHaveLength(65);
      expect(JSON.parse(readFileSync(path.join(dataDir, 'vapid.json'), 'utf8'))).toEqual(first);
      expect(statSync(path.join(dataDir, 'vapid.json')).mode & 0o777).toBe(0o600);
      expect(loadVapidKeys(development)).toEqual(first);
      expect(development.reminders.graceMinutes).toBe(60);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
