/** Two projects: the API against a real PostgreSQL, the web app in jsdom. */
module.exports = {
  // Jest reads testTimeout from this root config only (a project's own is ignored). 30 s holds for
  // a database-backed test on a 2-core machine kept busy by other work; heavier files set their own.
  testTimeout: 30_000,
  projects: ['<rootDir>/api/jest.config.js', '<rootDir>/web/jest.config.cjs'],
};
