/**
 * Jest's transform for the web app: Lingui's macros through Lingui's Babel plugin (as Vite does,
 * lingui-macro.ts), then @swc/jest. Messages keep their English text, which Lingui compiles
 * when a test renders them: no catalog is needed.
 */
const path = require('node:path');
const { transformSync } = require('@babel/core');
const { getConfig } = require('@lingui/conf');
const swcJest = require('@swc/jest');
const { getConfig } = require('@lingui/conf');

// web/lingui.config.ts, wherever jest runs from: the macros `t` and `plural` read it to import the
// app's i18n, and Lingui would look for it in the working directory (the repository's root).
const linguiConfig = getConfig({ cwd: require('node:path').join(__dirname, '..') });

const USES_MACROS = /from ['"]@lingui\/(core|react)\/macro['"]/;

module.exports = {
  createTransformer(swcOptions) {
    const swc = swcJest.createTransformer(swcOptions);
    // web/lingui.config.ts, wherever jest runs from (the repository's root for `npm test`).
    const linguiConfig = getConfig({ cwd: path.join(__dirname, '..') });
    const withMacros = (source, filename) => (USES_MACROS.test(source)
      ? transformSync(source, {
        filename,
        babelrc: false,
        configFile: false,
        parserOpts: { plugins: ['typescript', 'jsx'] },
        plugins: [['@lingui/babel-plugin-lingui-macro', { stripMessageField: false, linguiConfig }]],
      }).code
      : source);
    return {
      ...swc,
      process: (source, filename, options) => swc.process(withMacros(source, filename), filename, options),
      getCacheKey: (source, filename, options) => `lingui-macros:${swc.getCacheKey(source, filename, options)}`,
    };
  },
};
