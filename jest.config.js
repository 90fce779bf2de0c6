/** Two projects: the API against a real PostgreSQL, the web app in jsdom. */
const { availableParallelism } = require('node:os');

module.exports = {
  // The API files wait on PostgreSQL much of the time: one worker more than there are cores keeps
  // them busy (2 cores: 153 s with two workers, 128 s with three). Each API file has a database of its own.
  maxWorkers: availableParallelism() + 1,
  // Jest reads testTimeout from this root config only (a project's own is ignored). 30 s holds for
  // a database-backed test on a 2-core machine kept busy by other work; heavier files set their own.
  testTimeout: 30_000,
  projects: ['<rootDir>/api/jest.config.js', '<rootDir>/web/jest.config.cjs'],
};
