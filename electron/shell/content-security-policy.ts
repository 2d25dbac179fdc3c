// The renderer may load only its own scripts, styles and images, and talk only to its own origin.
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

/** A printout page: no scripts at all, its own inline styles, and it may sit in a frame of the app to be printed. */
export const PRINTOUT_SECURITY_POLICY = [
  "default-src 'none'",
  "style-src 'unsafe-inline'",
  'img-src data:',
  "frame-ancestors 'self'",
  "base-uri 'none'",
  "form-action 'none'",
].join('; ');

/** A meta tag cannot carry frame-ancestors, so it is left out of a policy given that way: the headers of browser
 * mode set it. */
export function withoutFrameAncestors(policy: string): string {
  return policy
    .split('; ')
    .filter((directive) => !directive.startsWith('frame-ancestors'))
    .join('; ');
}

/** A policy as a `<meta http-equiv>` tag, for pages served without headers (the window loads files; a printout
 * window loads a data URL). */
export function policyMetaTag(policy: string): string {
  return `<meta http-equiv="Content-Security-Policy" content="${withoutFrameAncestors(policy)}" />`;
}
