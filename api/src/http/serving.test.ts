import { createHash } from 'node:crypto';
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { get as httpGet, type IncomingHttpHeaders } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { startTestApp, type TestApp } from '../../test/app';

/** The build's inline scheme script, in miniature (web/scheme.js, inlined by vite.config.ts). */
const INLINE = "document.documentElement.setAttribute('data-scheme', 'light');";

/** A built web app in miniature, as `vite build` lays it out (with its precompressed copies). */
function fakeWebBuild(): { dist: string; script: string } {
  const dist = mkdtempSync(path.join(tmpdir(), 'cairn-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  const script = `console.log(${JSON.stringify('cairn '.repeat(2000))});`;
  writeFileSync(path.join(dist, 'index.html'), `<!doctype html><html><head><script>${INLINE}</script></head><body><div id="root"></div><script type="module" src="/assets/app.js"></script></body></html>`);
  writeFileSync(path.join(dist, 'assets', 'app.js'), script);
  writeFileSync(path.join(dist, 'assets', 'app.js.br'), brotliCompressSync(script));
  writeFileSync(path.join(dist, 'assets', 'app.js.gz'), gzipSync(script));
  writeFileSync(path.join(dist, 'client-routes.json'), JSON.stringify(['/', '/goals', '/resetpassword/:hash']));
  // The landing page prerendered at build time (web/scripts/prerender.mjs), with its copies.
  const landing = `<!doctype html><html><head><script>${INLINE}</script></head><body><div id="root" data-prerendered><h1>Build the life you want</h1>${'<p>landing</p>'.repeat(200)}</div></body></html>`;
  writeFileSync(path.join(dist, 'landing.html'), landing);
  writeFileSync(path.join(dist, 'landing.html.br'), brotliCompressSync(landing));
  writeFileSync(path.join(dist, 'landing.html.gz'), gzipSync(landing));
  return { dist, script };
}

describe('serving the web app like production', () => {
  let app: TestApp;
  let script: string;
  beforeAll(async () => {
    const build = fakeWebBuild();
    script = build.script;
    app = await startTestApp({ WEB_DIST: build.dist });
  });
  afterAll(() => app.stop());

  /** A GET that leaves the body as sent (fetch would decompress it). */
  const get = (url: string, headers: Record<string, string> = {}) =>
    new Promise<{ status: number; headers: { get(name: string): string | null }; body: Buffer }>((resolve, reject) => {
      httpGet(`${app.url}${url}`, { headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const raw: IncomingHttpHeaders = response.headers;
          const header = (name: string) => { const value = raw[name.toLowerCase()]; return value === undefined ? null : String(value); };
          resolve({ status: response.statusCode!, headers: { get: header }, body: Buffer.concat(chunks) });
        });
      }).on('error', reject);
    });

  it.each([
    ['br', brotliDecompressSync],
    ['gzip', gunzipSync],
  ])('sends the precompressed %s copy of an asset, with Vary', async (encoding, decode) => {
    const response = await get('/assets/app.js', { 'accept-encoding': `${encoding}` });
    expect(response.headers.get('content-encoding')).toBe(encoding);
    expect(response.headers.get('vary')).toMatch(/Accept-Encoding/i);
    expect(response.headers.get('content-type')).toMatch(/javascript/);
    expect(response.headers.get('cache-control')).toMatch(/immutable/);
    const { body } = response;
    expect(body.length).toBeLessThan(script.length / 10);
    expect(decode(body).toString()).toBe(script);
  });

  it('sends the plain asset to a client that accepts no encoding', async () => {
    const response = await get('/assets/app.js', { 'accept-encoding': 'identity' });
    expect(response.headers.get('content-encoding')).toBeNull();
    expect(response.body.toString()).toBe(script);
  });

  it('compresses a JSON answer above a small size', async () => {
    const response = await get('/api/goal', { 'accept-encoding': 'gzip' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(JSON.parse(gunzipSync(response.body).toString()).length).toBeGreaterThan(50);
  });

  it('sends the prerendered landing page at / to a browser without a session cookie, precompressed; the app shell otherwise', async () => {
    const visitor = await get('/', { accept: 'text/html', 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(visitor.status).toBe(200);
    expect(visitor.headers.get('content-encoding')).toBe('br');
    expect(visitor.headers.get('cache-control')).toBe('no-cache');
    expect(visitor.headers.get('vary')).toMatch(/Cookie/);
    expect(brotliDecompressSync(visitor.body).toString()).toContain('<div id="root" data-prerendered>');

    const returning = await get('/', { accept: 'text/html', cookie: 'theme=ocean; cairn.sid=s%3Aabc.def' });
    expect(returning.status).toBe(200);
    expect(returning.headers.get('vary')).toMatch(/Cookie/);
    expect(returning.body.toString()).toContain('<div id="root"></div>');

    const elsewhere = await get('/goals', { accept: 'text/html' });
    expect(elsewhere.body.toString()).toContain('<div id="root"></div>');
  });

  it('answers client routes with 200 and unknown paths with the app (its 404 page) and HTTP 404', async () => {
    for (const url of ['/', '/goals', '/goals/', '/resetpassword/abc123']) {
      const page = await get(url, { accept: 'text/html' });
      expect([url, page.status]).toEqual([url, 200]);
    }
    const unknown = await get('/no/such/page', { accept: 'text/html' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.toString()).toContain('<div id="root">');
  });

  it('sends a strict Content-Security-Policy and the other security headers with the app', async () => {
    const page = await get('/goals', { accept: 'text/html' });
    const csp = page.headers.get('content-security-policy')!;
    // The build's inline script, by its hash, and nothing else inline.
    const hash = createHash('sha256').update(INLINE).digest('base64');
    expect(csp.split(';').find((directive) => directive.startsWith('script-src'))).toBe(`script-src 'self' 'sha256-${hash}'`);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(page.headers.get('referrer-policy')).toBe('no-referrer');
    expect(page.headers.get('x-content-type-options')).toBe('nosniff');
    expect(page.headers.get('x-frame-options')).toBe('DENY');
    expect(page.headers.get('strict-transport-security')).toBeNull(); // not in development or test
  });

  it('leaves Apollo Sandbox at /graphql under its own policy, framing still refused', async () => {
    const sandbox = await get('/graphql', { accept: 'text/html' });
    expect(sandbox.status).toBe(200);
    expect(sandbox.headers.get('content-security-policy')).toBe("frame-ancestors 'none'");
    expect(sandbox.body.toString()).toMatch(/<meta http-equiv="Content-Security-Policy" content="script-src 'self' 'nonce-/);
  });
});

describe('in production', () => {
  it('adds HSTS', async () => {
    const production = await startTestApp({ NODE_ENV: 'production', SESSION_SECRET: 's'.repeat(40), APP_URL: 'https://cairn.example' });
    try {
      const response = await fetch(`${production.url}/healthz`);
      expect(response.headers.get('strict-transport-security')).toMatch(/max-age=31536000; includeSubDomains/);
    } finally {
      await production.stop();
    }
  });
});
