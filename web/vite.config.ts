import { readFileSync } from 'node:fs';
import { lingui } from '@lingui/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { linguiMacros } from './lingui-macro';

/** The API (npm run dev starts it on :4000); the dev and preview servers forward these paths to it. */
const API_ORIGIN = 'http://localhost:4000';
const apiProxy = Object.fromEntries(
  // ws: /graphql also carries the subscriptions' WebSocket (graphql-ws).
  ['/graphql', '/api', '/healthz', '/readyz'].map((path) => [path, { target: API_ORIGIN, changeOrigin: false, ws: path === '/graphql' }]),
);

/**
 * scheme.js runs inline in <head>: index.html's `<script src="/scheme.js">` becomes the script's
 * own text (its comments left out), so first paint waits on no request. The API allows it by its
 * sha256, read from the built index.html (api/src/http/security-headers.ts, inlineScriptHashes).
 */
function inlineSchemeScript(): Plugin {
  const tag = '<script src="/scheme.js"></script>';
  return {
    name: 'cairn-inline-scheme-script',
    transformIndexHtml: {
      order: 'pre',
      handler(html) {
        if (!html.includes(tag)) throw new Error(`index.html has no ${tag} to inline`);
        const code = readFileSync(new URL('./scheme.js', import.meta.url), 'utf8').split('\n')
          .map((line) => line.trim()).filter((line) => line && !line.startsWith('//')).join('\n');
        return html.replace(tag, `<script>${code}</script>`);
      },
    },
  };
}

/**
 * The landing page's prerender (`vite build --ssr`, see scripts/prerender.mjs): a Node module
 * rendering the route to HTML at build time.
 */
const prerenderBuild = defineConfig({
  plugins: [linguiMacros(), react(), lingui()],
  build: { outDir: 'dist-ssr', emptyOutDir: true, ssr: 'src/prerender.tsx' },
});

/**
 * dist/precache.json: every script and stylesheet of the build, which the service worker keeps
 * so that every screen opens offline, not only those visited (issue 28).
 */
function precacheList(): Plugin {
  return {
    name: 'cairn-precache-list',
    apply: 'build',
    // After Vite's own generateBundle, which drops the script chunks that held only CSS (a
    // stylesheet two screens share): listed, such a file would fail the worker's whole install.
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const files = Object.keys(bundle).filter((file) => /^assets\/.+\.(js|css)$/.test(file)).map((file) => `/${file}`).sort();
        this.emitFile({ type: 'asset', fileName: 'precache.json', source: `${JSON.stringify(files)}\n` });
      },
    },
  };
}

export default defineConfig(({ isSsrBuild }) => isSsrBuild ? prerenderBuild : {
  // Brotli and gzip copies of every text asset, served as they are by the API (no work per request).
  plugins: [linguiMacros(), react(), lingui(), inlineSchemeScript(), precacheList(), compression({ algorithms: ['brotliCompress', 'gzip'], threshold: 1024, exclude: [/\.map$/] })],
  server: { port: 5173, proxy: apiProxy },
  preview: { proxy: apiProxy },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    // Read by scripts/prerender.mjs: the landing page's chunk and stylesheets.
    manifest: true,
    rolldownOptions: {
      output: {
        // Libraries change less often than the app: separate chunks stay cached across deploys.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|cookie)[\\/]/ },
            // Subscriptions' WebSocket client: loaded when a screen first subscribes, never on the landing page.
            { name: 'live', test: /node_modules[\\/]graphql-ws[\\/]/ },
            // Lingui's runtime: the messages' formatter, on every page the landing page included.
            { name: 'i18n', test: /node_modules[\\/]@lingui[\\/]/ },
            { name: 'apollo', test: /node_modules[\\/](@apollo|graphql|rxjs|optimism|@wry|tslib)[\\/]/ },
            // The chart library is used on /progress alone: its own chunk, loaded only there.
            { name: 'charts', test: /node_modules[\\/](chart\.js|@kurkle|react-chartjs-2)[\\/]/ },
            // Toasts and drag and drop come with the data screens (DataProviders), never on the landing page.
            { name: 'toasts', test: /node_modules[\\/](notistack|goober|clsx)[\\/]/ },
            { name: 'dnd', test: /node_modules[\\/](react-dnd|react-dnd-html5-backend|dnd-core|@react-dnd|redux|@babel[\\/]runtime|fast-deep-equal|hoist-non-react-statics)[\\/]/ },
            // The password estimator's dictionaries (about 1.5 MB) load only when someone types a new password.
            { name: 'password-strength', test: /node_modules[\\/]@zxcvbn-ts[\\/]/ },
            // Passkeys' browser side: loaded when a page first uses a passkey.
            { name: 'webauthn', test: /node_modules[\\/]@simplewebauthn[\\/]/ },
            { name: 'vendor', test: /node_modules[\\/]/ },
          ],
        },
      },
    },
  },
});
