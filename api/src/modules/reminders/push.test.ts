import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import webpush from 'web-push';
import type { Config } from '../../config';
import { loadVapidKeys } from './push';

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
