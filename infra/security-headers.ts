/**
 * The security headers every page of the web client is served with: by CloudFront on AWS
 * (infra/constructs/web-hosting.ts, a response headers policy) and by the local stack
 * (infra/local/server.ts), so the browser tests run the client under the policy players get.
 */

/** Two years, subdomains included: the distribution only ever answers over HTTPS. */
export const HSTS_MAX_AGE_SECONDS = 2 * 365 * 24 * 60 * 60;
export const REFERRER_POLICY = 'strict-origin-when-cross-origin';
/** The client uses none of these; a script that got in could not either. */
export const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()';

/**
 * The Content-Security-Policy for a deployment whose client talks to `connectOrigins` besides
 * its own origin (the WebSocket API; the history API is served under the page's origin).
 * Scripts: the app's own files only, no inline script, no eval. Styles allow inline because
 * the client sets seat and goods colours through `style` attributes in its templates, and
 * index.html has one small <style>: a style cannot run code, and scripts stay strict.
 * Images: the app's own and data: URLs (the favicon is one).
 */
export function contentSecurityPolicy(connectOrigins: readonly string[]): string {
  return [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    `connect-src ${["'self'", ...connectOrigins].join(' ')}`,
    "manifest-src 'self'",
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
    "object-src 'none'",
  ].join('; ');
}

/** The headers as the local stack sends them (CloudFront builds the same from its policy). */
export function securityHeaders(connectOrigins: readonly string[]): Record<string, string> {
  return {
    'content-security-policy': contentSecurityPolicy(connectOrigins),
    'strict-transport-security': `max-age=${HSTS_MAX_AGE_SECONDS}; includeSubDomains`,
    'x-content-type-options': 'nosniff',
    'referrer-policy': REFERRER_POLICY,
    'permissions-policy': PERMISSIONS_POLICY,
    'x-frame-options': 'DENY',
  };
}

/** `wss://host` of a WebSocket URL: what connect-src names. */
export function originOf(url: string): string {
  const u = new URL(url);
  return `${u.protocol}//${u.host}`;
}
