// One more app instance running reminders, in a process of its own over the built API (npm run
// build), so a test can kill it as a server dies: SIGKILL, its sockets closed by the kernel, its
// open transactions rolled back by PostgreSQL. Its reminders read a clock the parent sets.
// Usage: fork('reminder-instance.cjs', [JSON { env, overrides, at }]); over IPC it answers
// { ready, publicKey } once started, { at } to { clock: at }, and { planned } to { plan: true }.
require('reflect-metadata');
const pino = require('pino');
const { loadConfig } = require('../dist/src/config');
const { createApp } = require('../dist/src/app');
const { createDataSource } = require('../dist/src/db/data-source');

const { env, overrides, at } = JSON.parse(process.argv[2]);
let now = at;
const clock = { now: () => new Date(now) };

async function main() {
  const config = loadConfig(env);
  const dataSource = createDataSource(config.databaseUrl, { poolSize: 5 });
  await dataSource.initialize();
  const app = await createApp(config, dataSource, pino({ level: 'silent' }), { ...overrides, clock }, { reminders: true });
  const scheduler = app.services.reminderScheduler;
  process.on('message', (message) => {
    if (message.clock !== undefined) {
      now = message.clock;
      process.send({ at: now });
    } else if (message.plan) {
      scheduler.planSoon().then(() => process.send({ planned: true }));
    }
  });
  process.send({ ready: true, publicKey: scheduler.push.keys.publicKey });
}

main().catch((error) => {
  process.stderr.write(`${error.stack}\n`);
  process.exit(1);
});
