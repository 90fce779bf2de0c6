/** Two projects: the API against a real PostgreSQL, the web app in jsdom. */
module.exports = {
  projects: ['<rootDir>/api/jest.config.js', '<rootDir>/web/jest.config.cjs'],
};
