// The strictest policy a host page can serve our elements under (README "Strict CSP"): no inline
// script or style, no eval, nothing fetched from anywhere but the page's origin.
export const STRICT_CSP = [
  "default-src 'self'",
  "script-src 'self' 'wasm-unsafe-eval'",
  "style-src 'self'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "worker-src 'self' blob:",
  "connect-src 'self'",
].join('; ')
