// Prerenders the landing page into dist/landing.html after `vite build` and `vite build --ssr`:
// the HTML of `/` as a visitor first sees it, with the landing chunk's stylesheets and a
// preload of its script, so the page paints before any script runs (issue 19). The API serves
// it at `/` to a browser without a session cookie; main.tsx hydrates it. index.html, for every
// other page, gains preloads of the data providers' chunks (GraphQL client, toasts, drag and drop).
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const web = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const dist = path.join(web, 'dist');
const ssr = path.join(web, 'dist-ssr');
const LANDING_SOURCE = 'src/features/landing/LandingPage.tsx';
const DATA_SOURCE = 'src/app/layout/DataOutlet.tsx';
// Read by main.tsx (src/prerendered.ts PRERENDERED_MESSAGES_ID).
const MESSAGES_ID = 'landing-messages';

const { renderLanding, landingMessages } = await import(pathToFileURL(path.join(ssr, 'prerender.js')).href);
const rendered = await renderLanding();
// The page's <title> (rendered by LandingPage) goes where the browser reads it first.
const titleMatch = /^<title>[^<]*<\/title>/.exec(rendered);
const body = titleMatch ? rendered.slice(titleMatch[0].length) : rendered;

const manifest = JSON.parse(readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8'));
const shell = readFileSync(path.join(dist, 'index.html'), 'utf8');

/** The landing chunk and every chunk it imports statically, with their stylesheets. */
function collect(key, scripts = new Set(), styles = new Set()) {
  const chunk = manifest[key];
  if (!chunk || scripts.has(chunk.file)) return { scripts, styles };
  scripts.add(chunk.file);
  for (const css of chunk.css ?? []) styles.add(css);
  for (const imported of chunk.imports ?? []) collect(imported, scripts, styles);
  return { scripts, styles };
}
for (const source of [LANDING_SOURCE, DATA_SOURCE]) {
  if (!manifest[source]) throw new Error(`${source} is not in the build manifest`);
}
const { scripts, styles } = collect(LANDING_SOURCE);
const links = [
  ...[...styles].filter((file) => !shell.includes(`/${file}"`)).map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
  ...[...scripts].filter((file) => !shell.includes(`/${file}"`)).map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
];

const rootTag = '<div id="root"></div>';
if (!shell.includes(rootTag) || !shell.includes('</head>')) throw new Error('dist/index.html has no empty #root or no </head>');
const landing = shell
  .replace(/<title>[^<]*<\/title>/, titleMatch ? titleMatch[0] : '$&')
  .replace('</head>', `  ${links.join('\n    ')}\n  </head>`)
  // The English messages it was rendered with, as data (never run): hydration needs no catalog
  // request after the scripts (main.tsx).
  .replace(rootTag, () => `<div id="root" data-prerendered>${body}</div>\n    <script type="application/json" id="${MESSAGES_ID}">${landingMessages().replaceAll('<', '\\u003c')}</script>`);

// Every other page (index.html) needs the data providers at once: preloaded beside the entry,
// rather than found after it runs.
const data = collect(DATA_SOURCE);
const dataLinks = [...data.scripts].filter((file) => !shell.includes(`/${file}"`))
  .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`);
const indexHtml = shell.replace('</head>', `  ${dataLinks.join('\n    ')}\n  </head>`);
writeFileSync(path.join(dist, 'index.html'), indexHtml);
writeFileSync(path.join(dist, 'index.html.gz'), gzipSync(indexHtml, { level: 9 }));
writeFileSync(path.join(dist, 'index.html.br'), brotliCompressSync(indexHtml, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));

const target = path.join(dist, 'landing.html');
writeFileSync(target, landing);
// Served precompressed like every other asset (vite-plugin-compression2 ran before this file existed).
writeFileSync(`${target}.gz`, gzipSync(landing, { level: 9 }));
writeFileSync(`${target}.br`, brotliCompressSync(landing, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
rmSync(ssr, { recursive: true, force: true });
console.log(`prerendered dist/landing.html: ${Buffer.byteLength(landing)} bytes, ${body.length} characters of landing page`);
