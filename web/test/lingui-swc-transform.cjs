/**
 * Jest's transform for the web app: Lingui's macros through Lingui's Babel plugin (as Vite does,
 * lingui-macro.ts), then @swc/jest. Messages keep their English text, which Lingui compiles
 * when a test renders them: no catalog is needed.
 */
const path = require('node:path');
const { transformSync } = require('@babel/core');
const { getConfig } = require('@lingui/conf');
const swcJest = require('@swc/jest');

const USES_MACROS = /from ['"]@lingui\/(core|react)\/macro['"]/;

module.exports = {
  createTransformer(swcOptions) {
    const swc = swcJest.createTransformer(swcOptions);
    // web/lingui.config.ts, wherever jest runs from (the repository's root for `npm test`): the
    // macros read it, and Lingui would look for it in the working directory.
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
