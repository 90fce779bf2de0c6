import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import webpush from 'web-push';
import { loadConfig, type Config } from '../../config';
import { startFakePushService } from '../../../test/fake-push-service';
import { isPushServiceAddress, loadVapidKeys, PushSender } from './push';

describe('VAPID keys generated into DATA_DIR', () => {
  let dataDir: string;
  const config = () => ({ nodeEnv: 'development', dataDir, reminders: { graceMinutes: 60 } }) as unknown as Config;
  const file = () => path.join(dataDir, 'vapid.json');

  beforeEach(() => { dataDir = mkdtempSync(path.join(tmpdir(), 'cairn-vapid-')); });
  afterEach(() => {
    jest.restoreAllMocks();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('are generated on the first start and read on the next', () => {
    const first = loadVapidKeys(config());
    expect(Buffer.from(first.publicKey, 'base64url')).toHaveLength(65);
    expect(loadVapidKeys(config())).toEqual(first);
    expect(JSON.parse(readFileSync(file(), 'utf8'))).toEqual(first);
  });

  it('of two instances starting together on one DATA_DIR, the one that writes second takes the first one\'s keys', () => {
    const theirs = webpush.generateVAPIDKeys();
    const generate = webpush.generateVAPIDKeys;
    jest.spyOn(webpush, 'generateVAPIDKeys').mockImplementationOnce(() => {
      // The other instance writes its file after this one found none, while this one generates its pair.
      writeFileSync(file(), JSON.stringify(theirs));
      return generate();
    });
    expect(loadVapidKeys(config())).toEqual(theirs);
    expect(JSON.parse(readFileSync(file(), 'utf8'))).toEqual(theirs);
  });

  it('waits for the keys of an instance that created the file and is still writing it', () => {
    const theirs = webpush.generateVAPIDKeys();
    writeFileSync(file(), '');
    const writer = spawn(process.execPath, ['-e', `setTimeout(() => require('node:fs').writeFileSync(${JSON.stringify(file())}, ${JSON.stringify(JSON.stringify(theirs))}), 150)`]);
    try {
      expect(loadVapidKeys(config())).toEqual(theirs);
    } finally {
      writer.kill();
    }
  });
});

describe('push service addresses', () => {
  it.each([
    'http://127.0.0.1/x', 'https://127.1.2.3/x', 'https://10.0.0.1/x', 'https://172.31.255.255/x', 'https://192.168.0.10/x', 'https://169.254.169.254/x',
    'https://100.100.100.200/x', 'https://0.0.0.0/x', 'https://0x7f.1/x', 'https://[::1]/x', 'https://[::]/x', 'https://[fc00::1]/x', 'https://[fd12:3456::1]/x',
    'https://[fe80::1]/x', 'https://[::ffff:10.0.0.1]/x', 'https://localhost/x', 'https://localhost./x', 'https://push.localhost/x', 'https://metadata/x',
    'https://metadata./x', 'https://metadata.google.internal/x', 'https://printer.local/x', 'https://router.home.arpa/x',
  ])('refuses %s', (endpoint) => {
    expect(isPushServiceAddress(new URL(endpoint))).toBe(false);
  });

  it.each([
    'https://fcm.googleapis.com/fcm/send/x', 'https://updates.push.services.mozilla.com/wpush/v2/x', 'https://web.push.apple.com/x',
    'https://wns2-par02p.notify.windows.com/w/?token=x', 'https://8.8.8.8/x', 'https://172.32.0.1/x', 'https://[2001:4860:4860::8888]/x',
  ])('accepts %s', (endpoint) => {
    expect(isPushServiceAddress(new URL(endpoint))).toBe(true);
  });

  it('a stored subscription at a private address is never posted to (and is gone), unless PUSH_ALLOW_PRIVATE_ENDPOINTS says yes', async () => {
    const push = await startFakePushService();
    try {
      const subscription = push.subscribe();
      const message = { kind: 'habit', title: 'Walk', body: 'now', tag: 't', data: {} };
      expect(await new PushSender(loadConfig({ NODE_ENV: 'test' })).send(subscription, message, 60)).toBe('gone');
      expect(push.received).toHaveLength(0);
      expect(await new PushSender(loadConfig({ NODE_ENV: 'test', PUSH_ALLOW_PRIVATE_ENDPOINTS: 'yes' })).send(subscription, message, 60)).toBe('sent');
      expect(push.received).toHaveLength(1);
    } finally {
      await push.close();
    }
  });
});

describe('VAPID keys in production', () => {
  let dataDir: string;
  beforeEach(() => { dataDir = mkdtempSync(path.join(tmpdir(), 'cairn-vapid-')); });
  afterEach(() => { rmSync(dataDir, { recursive: true, force: true }); });
  const production = { NODE_ENV: 'production', SESSION_SECRET: 's'.repeat(40), APP_URL: 'https://cairn.example' };

  it('generated rather than given: a warning at start names VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY and says every instance must share them', () => {
    const logger = { warn: jest.fn() };
    const sender = new PushSender(loadConfig({ ...production, DATA_DIR: dataDir }), logger);
    expect(Buffer.from(sender.keys.publicKey, 'base64url')).toHaveLength(65);
    expect(logger.warn).toHaveBeenCalledTimes(1);
    const [, message] = logger.warn.mock.calls[0] as [object, string];
    expect(message).toMatch(/VAPID_PUBLIC_KEY/);
    expect(message).toMatch(/VAPID_PRIVATE_KEY/);
    expect(message).toMatch(/every instance must share/i);
  });

  it('given, or outside production: no warning', () => {
    const keys = webpush.generateVAPIDKeys();
    const logger = { warn: jest.fn() };
    new PushSender(loadConfig({ ...production, DATA_DIR: dataDir, VAPID_PUBLIC_KEY: keys.publicKey, VAPID_PRIVATE_KEY: keys.privateKey }), logger);
    new PushSender(loadConfig({ NODE_ENV: 'development', DATA_DIR: dataDir }), logger);
    expect(logger.warn).not.toHaveBeenCalled();
  });
});
