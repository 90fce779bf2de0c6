// The "floor" of `npm run bench:load`: a bare node:http server with a pg pool that runs, for
// each call, exactly the SQL statements the app ran for the same answer (recorded by the
// benchmark), and answers the rows as JSON. Whatever the app spends beyond this is its own.
import { createServer } from 'node:http';
import { Pool } from 'pg';

/** `name`: the app sends it as a named prepared statement (db/prepared.ts), and so does the floor. */
export interface FloorStatement { query: string; parameters: unknown[]; name?: string }
/** Per path: the statements of one request, in the app's order; `parallel` ran together. */
export type FloorRoutes = Record<string, Array<{ parallel: FloorStatement[] }>>;

const routes = JSON.parse(process.env.FLOOR_ROUTES!) as FloorRoutes;
/** BENCH_FLOOR_UNNAMED=1: every statement unnamed, as node-postgres sends it by default (the floor). */
const unnamed = process.env.BENCH_FLOOR_UNNAMED === '1';
const pool = new Pool({ connectionString: process.env.DATABASE_URL, max: 10 });

const server = createServer(async (req, res) => {
  if (req.url === '/ready') {
    res.writeHead(200).end();
    return;
  }
  const steps = routes[req.url ?? ''];
  if (!steps) {
    res.writeHead(404).end();
    return;
  }
  try {
    let rows: unknown[] = [];
    for (const step of steps) {
      const results = await Promise.all(step.parallel.map(({ name, query, parameters }) => pool.query({ name: unnamed ? undefined : name, text: query, values: parameters })));
      rows = rows.concat(results.map((result) => result.rows));
    }
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(rows));
  } catch (error) {
    res.writeHead(500).end(String(error));
  }
});
server.listen(Number(process.env.PORT), '127.0.0.1');
process.on('SIGTERM', () => server.close(() => pool.end().then(() => process.exit(0))));
