import path from 'node:path';

/** The theme's colours, and the shell's sizes: the custom properties every screen may use. */
const THEME_FILES = ['src/ui/theme/themes.css', 'src/app/layout/layout.css'].map((file) => path.join(import.meta.dirname, file));

/** @type {import('stylelint').Config} */
export default {
  plugins: ['stylelint-value-no-unknown-custom-properties'],
  rules: {
    // var(--x) names a property the theme (or the shell, or the file itself) declares.
    'csstools/value-no-unknown-custom-properties': [true, { importFrom: THEME_FILES }],
    // A fallback would let a misspelt property pass unseen (the rule above does not look past one).
    'declaration-property-value-disallowed-list': [
      { '/.*/': ['/var\\(\\s*--[\\w-]+\\s*,/'] },
      { message: (property) => `var() in "${property}" has a fallback: name a custom property the theme declares, without one` },
    ],
  },
};
