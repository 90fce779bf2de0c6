/** Two projects: the API against a real PostgreSQL, the web app in jsdom. */
const { availableParallelism } = require('node:os');

module.exports = {
  // Jest's default (cores - 1) runs every file in one process on a 2-core machine, where the API
  // files mostly wait on PostgreSQL: two workers at least. Each API file has a database of its own.
  maxWorkers: Math.max(2, availableParallelism() - 1),
  // Jest reads testTimeout from this root config only (a project's own is ignored). 30 s holds for
  // a database-backed test on a 2-core machine kept busy by other work; heavier files set their own.
  testTimeout: 30_000,
  projects: ['<rootDir>/api/jest.config.js', '<rootDir>/web/jest.config.cjs'],
};
