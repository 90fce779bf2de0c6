/** API tests run against a real PostgreSQL: test/global-setup.ts starts one when needed. */
module.exports = {
  displayName: 'api',
  rootDir: __dirname,
  testEnvironment: 'node',
  testMatch: ['<rootDir>/src/**/*.test.ts', '<rootDir>/test/**/*.test.ts'],
  transform: {
    '^.+\\.ts$': ['@swc/jest', {
      jsc: {
        parser: { syntax: 'typescript', decorators: true },
        transform: { legacyDecorator: true, decoratorMetadata: true },
        target: 'es2022',
      },
      module: { type: 'commonjs' },
    }],
    '/node_modules/(temporal-polyfill|temporal-utils|@scure/base|@noble/hashes|oidc-provider|jose|openid-client|oauth4webapi)/.+\\.js$': ['@swc/jest', { jsc: { target: 'es2022' }, module: { type: 'commonjs' } }],
  },
  // temporal-polyfill (and its temporal-utils) ship only ES modules, which Jest's require() cannot load before Node 24.9;
  // so do otplib's base32 and hash libraries (@scure/base, @noble/hashes), oidc-provider and its jose, and openid-client (the tests' OAuth client).
  transformIgnorePatterns: ['/node_modules/(?!(temporal-polyfill|temporal-utils|@scure/base|@noble/hashes|oidc-provider|jose|openid-client|oauth4webapi)/)'],
  globalSetup: '<rootDir>/test/global-setup.ts',
  globalTeardown: '<rootDir>/test/global-teardown.ts',
  setupFiles: ['reflect-metadata'],
};
