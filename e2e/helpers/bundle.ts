import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** The built web app the suite's server serves (e2e/serve.mjs: E2E_WEB_DIST, or web/dist). */
const webDist = () => process.env.E2E_WEB_DIST || path.join(__dirname, '..', '..', 'web', 'dist');

interface ManifestChunk { file: string; imports?: string[] }

function manifest(): Record<string, ManifestChunk> {
  return JSON.parse(readFileSync(path.join(webDist(), '.vite', 'manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
}

/** The script file (URL path) of a source module's own chunk. */
export function chunkOf(module: string): string {
  const chunk = manifest()[module];
  if (!chunk) throw new Error(`${module} is not in the web build's manifest`);
  return `/${chunk.file}`;
}

/**
 * The script files (as URL paths, `/assets/...js`) that loading these source modules (keys of
 * Vite's manifest, such as `src/app/providers/live-link.ts` or `index.html`) fetches: each
 * module's chunk and every chunk it imports statically. Read from the build, not from names.
 */
export function chunksOf(...modules: string[]): Set<string> {
  const chunks = manifest();
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = chunks[key];
    if (!chunk) throw new Error(`${key} is not in the web build's manifest`);
    const file = `/${chunk.file}`;
    if (files.has(file)) return;
    files.add(file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  modules.forEach(visit);
  return files;
}

/** The built script files whose code contains `text` (a string the minifier keeps, such as a protocol name). */
export function scriptsContaining(text: string): string[] {
  const assets = path.join(webDist(), 'assets');
  const found = readdirSync(assets).filter((name) => name.endsWith('.js') && readFileSync(path.join(assets, name), 'utf8').includes(text)).map((name) => `/assets/${name}`);
  if (!found.length) throw new Error(`no built script contains ${JSON.stringify(text)}`);
  return found;
}
