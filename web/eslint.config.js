import fs from 'node:fs';
import js from '@eslint/js';
import { defineConfig } from 'eslint/config';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Imports flow one way: ui -> shared -> features -> app. A feature never imports another
// feature: what two features share lives in shared/ (bulletproof-react's rule).
const features = fs.readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory()).map((entry) => entry.name);
const boundaries = [
  ...features.map((feature) => ({
    target: `./src/features/${feature}`,
    from: './src/features',
    except: [`./${feature}`],
    message: 'A feature imports only shared/, ui/ and gql/: move what two features share to shared/.',
  })),
  { target: './src/shared', from: ['./src/features', './src/app'], message: 'shared/ never imports a feature or the app.' },
  { target: './src/ui', from: ['./src/features', './src/app', './src/shared'], message: 'ui/ is generic: it imports no app code.' },
];

export default defineConfig(
  { ignores: ['dist', 'src/gql'] },
  {
    files: ['**/*.{ts,tsx}'],
    extends: [js.configs.recommended, tseslint.configs.recommended],
    languageOptions: {
      ecmaVersion: 2023,
      globals: globals.browser,
    },
    plugins: { 'react-hooks': reactHooks, import: importX },
    settings: {
      // import/no-cycle follows imports into TypeScript files only when it may parse them.
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json'] })],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'import/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones: boundaries }],
      'import/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    files: ['**/*.test.{ts,tsx}', 'test/**'],
    languageOptions: { globals: { ...globals.browser, ...globals.jest } },
  },
);
