import type { RequestHandler } from 'express';
import helmet from 'helmet';
import type { Config } from '../config.ts';

const SELF = "'self'";

/** The web app's policy: its own scripts only; inline styles because Chakra (emotion) inserts <style> at run time. */
const APP_DIRECTIVES = {
  defaultSrc: [SELF],
  baseUri: [SELF],
  objectSrc: ["'none'"],
  frameAncestors: ["'none'"],
  formAction: [SELF],
  scriptSrc: [SELF],
  scriptSrcAttr: ["'none'"],
  styleSrc: [SELF, "'unsafe-inline'"],
  // Gateway images come through /media/ on this origin; upload previews are blob: URLs.
  imgSrc: [SELF, 'data:', 'blob:'],
  fontSrc: [SELF, 'data:'],
  connectSrc: [SELF],
  manifestSrc: [SELF],
  // The app's service worker (/sw.js) and its image-resizing worker.
  workerSrc: [SELF],
};

const APOLLO_SCRIPTS = [
  'https://embeddable-sandbox.cdn.apollographql.com',
  'https://embeddable-explorer.cdn.apollographql.com',
  'https://apollo-server-landing-page.cdn.apollographql.com',
];

/**
 * Apollo Sandbox at /graphql: Apollo's landing page carries its own policy in a <meta> tag with a
 * fresh nonce per page, which browsers enforce together with this header. The header therefore
 * allows Apollo's CDN and inline code (the meta policy still demands the nonce for inline code)
 * and adds what a meta tag cannot: frame-ancestors.
 */
const SANDBOX_DIRECTIVES = {
  ...APP_DIRECTIVES,
  scriptSrc: [SELF, "'unsafe-inline'", ...APOLLO_SCRIPTS],
  styleSrc: [SELF, "'unsafe-inline'", ...APOLLO_SCRIPTS, 'https://fonts.googleapis.com'],
  fontSrc: [SELF, 'data:', 'https://fonts.gstatic.com'],
  imgSrc: [SELF, 'data:', 'https://apollo-server-landing-page.cdn.apollographql.com'],
  manifestSrc: [SELF, 'https://apollo-server-landing-page.cdn.apollographql.com'],
  frameSrc: ['https://sandbox.embed.apollographql.com', 'https://explorer.embed.apollographql.com'],
};

/**
 * Security headers on every answer (helmet): a content security policy, no framing, no MIME
 * sniffing, no referrer, HSTS (browsers ignore it over plain http), same-origin opener and
 * resource policies.
 */
export function securityHeaders(config: Config): RequestHandler {
  const common = helmet({
    contentSecurityPolicy: false,
    // As the policy's frame-ancestors 'none', for browsers that only know this header.
    xFrameOptions: { action: 'deny' },
    strictTransportSecurity: { maxAge: 365 * 86_400, includeSubDomains: false },
  });
  const app = helmet.contentSecurityPolicy({ useDefaults: false, directives: APP_DIRECTIVES });
  const sandbox = config.sandbox
    ? helmet.contentSecurityPolicy({ useDefaults: false, directives: SANDBOX_DIRECTIVES })
    : app;
  return (req, res, next) => {
    common(req, res, (error?: unknown) => {
      if (error) {
        next(error);
        return;
      }
      (req.path === '/graphql' ? sandbox : app)(req, res, next);
    });
  };
}
