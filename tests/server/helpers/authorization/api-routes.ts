import type { RouteOptions } from 'fastify'

// The authorization matrix must cover the API the app really registers, not a list someone keeps:
// the app reports each route through `onRoute`, and these turn that into keys the matrix checks.

const isApi = (url: string) => url === '/api' || url.startsWith('/api/')
const withoutSlash = (url: string) => url.replace(/(.)\/$/, '$1')

/**
 * `METHOD /url` of every registered /api route (as declared: `POST /api/chatrecord/delete/:id`),
 * sorted. HEAD is left out where a GET answers the same URL: Fastify adds one to each GET, and it
 * runs the same guard and handler.
 */
export function apiRouteKeys(routes: readonly Pick<RouteOptions, 'method' | 'url'>[]): string[] {
  const pairs = routes
    .flatMap((r) => [r.method].flat().map((m) => [m.toUpperCase(), r.url] as const))
    .filter(([, url]) => isApi(url))
  const gets = new Set(pairs.filter(([m]) => m === 'GET').map(([, url]) => withoutSlash(url)))
  const keys = pairs.filter(([m, url]) => m !== 'HEAD' || !gets.has(withoutSlash(url))).map(([m, url]) => `${m} ${url}`)
  return [...new Set(keys)].sort()
}

/** Routes nobody decided about, keys naming no route (a renamed route leaves one behind), and keys decided twice. */
export function coverageGaps(registered: readonly string[], decided: readonly string[]) {
  const known = new Set(registered)
  const seen = new Set<string>()
  const twice = decided.filter((k) => seen.has(k) || !seen.add(k))
  return {
    uncovered: registered.filter((k) => !seen.has(k)),
    stale: decided.filter((k) => !known.has(k)),
    twice,
  }
}
