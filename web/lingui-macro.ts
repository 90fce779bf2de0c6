import { fileURLToPath } from 'node:url';
import { transformAsync } from '@babel/core';
import { getConfig } from '@lingui/conf';
import type { Plugin } from 'vite';

/** Whether a module uses Lingui's macros (`@lingui/core/macro`, `@lingui/react/macro`). */
export const USES_MACROS = /from ['"]@lingui\/(core|react)\/macro['"]/;

/**
 * Lingui's macros (`<Trans>`, `t`, `plural`) turned into message descriptors by Lingui's own
 * Babel plugin, before Vite's React transform. Vite 8's React plugin has no Babel step, and
 * Lingui's native transform needs Node 22, so Babel runs here on the modules that use a macro.
 * In a production build the English texts leave the code: the compiled catalogs carry them.
 */
// web/lingui.config.ts, wherever Vite runs from.
const linguiConfig = getConfig({ cwd: fileURLToPath(new URL('.', import.meta.url)) });

export async function transformMacros(code: string, filename: string, production: boolean) {
  const result = await transformAsync(code, {
    filename,
    babelrc: false,
    configFile: false,
    sourceMaps: true,
    parserOpts: { plugins: ['typescript', 'jsx'] },
    plugins: [['@lingui/babel-plugin-lingui-macro', { stripMessageField: production, linguiConfig }]],
  });
  if (!result?.code) throw new Error(`Lingui's macros did not transform ${filename}`);
  return { code: result.code, map: result.map };
}

export function linguiMacros(): Plugin {
  let production = false;
  return {
    name: 'cairn-lingui-macros',
    enforce: 'pre',
    configResolved(config) {
      production = config.isProduction;
    },
    async transform(code, id) {
      const file = id.split('?')[0];
      if (!/\.[jt]sx?$/.test(file) || file.includes('/node_modules/') || !USES_MACROS.test(code)) return null;
      return transformMacros(code, file, production);
    },
  };
}
