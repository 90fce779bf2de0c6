import fs from 'node:fs';
import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import tseslint from 'typescript-eslint';
import globals from 'globals';

// The API's layers, bottom to top (DESIGN.md, "Decisions for the third wave"): shared/ imports no
// module; then the foundation modules, the domain modules and the modules that compose others; the
// composition root (src/composition.ts, beside server.ts) and the GraphQL and express wiring sit on
// top. An import runs only downward: a lower module that must let higher ones react emits a typed
// event (shared/events.ts). Within a layer the modules are ordered too, so that no module imports
// one that imports it back: `import type` counts (no-restricted-paths sees type imports, where
// import-x/no-cycle, which checks files at run time, skips them).
const LAYERS = [
  { name: 'foundation', modules: ['sessions', 'users', 'idempotency', 'persisted-queries'] },
  { name: 'domain', modules: ['catalogue', 'item-links', 'goals', 'habits', 'tasks', 'goal-plans', 'access-tokens', 'oauth', 'billing', 'auth', 'passkeys', 'security', 'suggestions'] },
  { name: 'composing', modules: ['reminders', 'dashboard', 'trends', 'portability', 'live', 'webhooks'] },
];
const ORDER = LAYERS.flatMap((layer) => layer.modules.map((module) => ({ module, layer: layer.name })));
// A new module takes its place in LAYERS before it can be linted.
const unplaced = fs.readdirSync(new URL('./src/modules', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !ORDER.some(({ module }) => module === entry.name)).map((entry) => entry.name);
if (unplaced.length) throw new Error(`api/eslint.config.mjs: place ${unplaced.join(', ')} in LAYERS (which modules may it import, and which may import it?)`);
const FOUNDATION = LAYERS[0].modules;
const TOP = ['./src/composition.ts', './src/app.ts', './src/server.ts', './src/graphql', './src/openapi', './bench'];

const boundaries = [
  {
    target: './src/shared',
    from: ['./src/modules', './src/http', './src/db', './src/config.ts', ...TOP],
    message: 'shared/ imports no module and nothing above it: move what it needs down into shared/, or declare it as an interface there.',
  },
  {
    // express's adapters, used by every module's REST routes: they know the user and the session, no more.
    target: './src/http',
    from: './src/modules',
    except: FOUNDATION.map((module) => `./${module}`),
    message: 'http/ serves every module\'s routes, so it imports only shared/ and the foundation modules (users, sessions).',
  },
  { target: './src/http', from: TOP, message: 'http/ never imports the composition root or the wiring above it.' },
  ...ORDER.map(({ module, layer }, rank) => {
    const above = ORDER.slice(rank + 1);
    return {
      target: `./src/modules/${module}`,
      from: './src/modules',
      except: [`./${module}`, ...ORDER.slice(0, rank).map((lower) => `./${lower.module}`)],
      message: `${module} (${layer}) imports only shared/ and the modules below it (${ORDER.slice(0, rank).map((lower) => lower.module).join(', ') || 'none'}); `
        + `not ${above.map((higher) => higher.module).join(', ')}. To let a higher module react, emit an event (shared/events.ts).`,
    };
  }),
];
// Tests exercise the whole app, so a module's tests may build it; its code may not.
const moduleCode = {
  target: './src/modules',
  from: TOP,
  message: 'A module never imports the composition root or the wiring above it: take what it needs as a constructor argument, or the types from shared/context.',
};

export default tseslint.config(
  { ignores: ['dist/**', 'bench/dist/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: globals.node },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.js', '.json'] })],
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
      'no-console': 'error',
      'import-x/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones: [...boundaries, moduleCode] }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    files: ['**/*.test.ts'],
    rules: { 'import-x/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones: boundaries }] },
  },
  { files: ['**/*.cjs'], languageOptions: { sourceType: 'commonjs' }, rules: { '@typescript-eslint/no-require-imports': 'off' } },
  { files: ['src/server.ts', 'src/db/seed/run.ts', 'src/graphql/emit-schema.ts', 'src/openapi/emit.ts', 'bench/**', 'src/modules/billing/plan-command.ts'], rules: { 'no-console': 'off' } },
);
