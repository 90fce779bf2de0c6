import { createHash } from 'node:crypto';
import helmet from 'helmet';
import type { RequestHandler } from 'express';
import type { Config } from '../config';

// Google Identity Services, only when Google sign-in is on (its documented CSP sources).
const GOOGLE = { script: ['https://accounts.google.com/gsi/client'], other: ['https://accounts.google.com/gsi/'] };

/**
 * The CSP sources of the inline scripts of a page the build wrote (the web's index.html carries
 * its scheme script inline, so first paint waits on no request): 'sha256-…' of each <script>
 * without src, as the browser hashes its text. Only the build's own files are read for these.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = [...html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/gi)]
    .filter(([, attributes = '']) => !/\ssrc\s*=/i.test(attributes))
    .map(([, , code]) => `'sha256-${createHash('sha256').update(code!, 'utf8').digest('base64')}'`);
  return [...new Set(hashes)];
}

/**
 * helmet's headers for every answer. The app gets a strict policy (scripts only from this
 * origin, and the build's inline scripts by their hashes); Apollo Sandbox at /graphql brings its own nonce-based policy in its page, so there
 * only framing is restricted. HSTS in production, where TLS ends at the load balancer.
 */
export function securityHeaders(config: Config, scriptHashes: readonly string[] = []): RequestHandler {
  const google = Boolean(config.googleClientId);
  const common = {
    referrerPolicy: { policy: 'no-referrer' as const },
    strictTransportSecurity: config.isProduction ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
    // Google's sign-in popup talks back to its opener.
    crossOriginOpenerPolicy: { policy: google ? 'same-origin-allow-popups' as const : 'same-origin' as const },
    xFrameOptions: { action: 'deny' as const },
  };
  const app = helmet({
    ...common,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...scriptHashes, ...(google ? GOOGLE.script : [])],
        // React's style attributes (progress bars, chart sizes) need inline styles.
        styleSrc: ["'self'", "'unsafe-inline'", ...(google ? GOOGLE.other : [])],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...(google ? GOOGLE.other : [])],
        // The service worker (/sw.js: offline shell, reminder notifications) and the web app manifest.
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        frameSrc: google ? GOOGLE.other : ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(config.appUrl.startsWith('https:') ? { upgradeInsecureRequests: [] } : {}),
      },
    },
  });
  const sandbox = helmet({
    ...common,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: { defaultSrc: helmet.contentSecurityPolicy.dangerouslyDisableDefaultSrc, frameAncestors: ["'none'"] },
    },
  });
  return (req, res, next) => (req.path === '/graphql' ? sandbox : app)(req, res, next);
}
