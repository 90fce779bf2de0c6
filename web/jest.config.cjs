/** Component tests of the web app, rendered in jsdom. */
module.exports = {
  displayName: 'web',
  rootDir: __dirname,
  testEnvironment: 'jsdom',
  testMatch: ['<rootDir>/src/**/*.test.tsx', '<rootDir>/src/**/*.test.ts'],
  transform: {
    '^.+\\.(t|j)sx?$': ['<rootDir>/test/lingui-swc-transform.cjs', {
      jsc: {
        parser: { syntax: 'typescript', tsx: true },
        transform: { react: { runtime: 'automatic' } },
        target: 'es2022',
      },
      module: { type: 'commonjs' },
    }],
  },
  // react-dnd ships ES modules only: let the transform above turn them into CommonJS.
  transformIgnorePatterns: ['/node_modules/(?!(react-dnd|dnd-core|@react-dnd|react-dnd-html5-backend)/)'],
  moduleNameMapper: { '\\.(css|svg|png)$': '<rootDir>/test/file-stub.cjs', '\\.po$': '<rootDir>/test/catalog-stub.cjs' },
  setupFilesAfterEnv: ['<rootDir>/test/setup.tsx'],
};
