import { createHash } from 'node:crypto'
import { readFileSync, statSync } from 'node:fs'

/** For JSON, images and anything else that is not a page: nothing may load or frame it. */
export const API_CSP = "default-src 'none'; frame-ancestors 'none'"

/**
 * A policy the demo pages can live with: the bundle from 'self', constructed stylesheets and
 * inline styles, data:/blob: images, blob: workers, WebAssembly for the CAD parser, and exactly
 * the inline scripts the page contains (by hash, so no 'unsafe-inline' for scripts).
 */
function pageCsp(inlineScriptHashes: string[]): string {
  const scripts = ["'self'", "'wasm-unsafe-eval'", ...inlineScriptHashes.map((h) => `'sha256-${h}'`)]
  return [
    "default-src 'self'",
    `script-src ${scripts.join(' ')}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "worker-src 'self' blob:",
    "connect-src 'self' blob: data:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join('; ')
}

export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = []
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    const [, attrs = '', body = ''] = match
    if (/\bsrc\s*=/i.test(attrs) || body.length === 0) continue
    hashes.push(createHash('sha256').update(body, 'utf8').digest('base64'))
  }
  return hashes
}

const cache = new Map<string, { mtimeMs: number; csp: string }>()

/** The page policy for an HTML file, recomputed only when the file changes. */
export function cspForHtmlFile(path: string): string {
  try {
    const { mtimeMs } = statSync(path)
    const hit = cache.get(path)
    if (hit && hit.mtimeMs === mtimeMs) return hit.csp
    const csp = pageCsp(inlineScriptHashes(readFileSync(path, 'utf8')))
    cache.set(path, { mtimeMs, csp })
    return csp
  } catch {
    return pageCsp([])
  }
}
