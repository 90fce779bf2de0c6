import helmet from 'helmet';
import type { RequestHandler } from 'express';
import type { Config } from '../config';

// Google Identity Services, only when Google sign-in is on (its documented CSP sources).
const GOOGLE = { script: ['https://accounts.google.com/gsi/client'], other: ['https://accounts.google.com/gsi/'] };

/**
 * helmet's headers for every answer. The app gets a strict policy (scripts only from this
 * origin); Apollo Sandbox at /graphql brings its own nonce-based policy in its page, so there
 * only framing is restricted. HSTS in production, where TLS ends at the load balancer.
 */
export function securityHeaders(config: Config): RequestHandler {
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
        scriptSrc: ["'self'", ...(google ? GOOGLE.script : [])],
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
