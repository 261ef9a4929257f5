import { useSyncExternalStore } from 'react'
import type { BaseLocationHook } from 'wouter'
import { memoryLocation } from 'wouter/memory-location'

/** How `<quote-app>` keeps its route: in the page URL, in the URL hash, or only in memory. */
export type RoutingMode = 'history' | 'hash' | 'memory'

export const ROUTING_MODES: readonly RoutingMode[] = ['history', 'hash', 'memory']

/**
 * Hash routing owns only hashes that start with `#/`. A CMS page's own in-page anchors
 * (`#contact`) are left alone and the app stays on its last route instead of going to /404.
 */
let lastHashRoute = '/'
const hashListeners = new Set<() => void>()

function currentHashRoute(): string {
  if (location.hash.startsWith('#/')) lastHashRoute = decodeURI(location.hash.slice(1))
  return lastHashRoute
}

function subscribeHash(cb: () => void) {
  hashListeners.add(cb)
  if (hashListeners.size === 1) {
    addEventListener('hashchange', notifyHash)
    addEventListener('popstate', notifyHash)
  }
  return () => {
    hashListeners.delete(cb)
    if (hashListeners.size === 0) {
      removeEventListener('hashchange', notifyHash)
      removeEventListener('popstate', notifyHash)
    }
  }
}

function notifyHash() {
  for (const cb of hashListeners) cb()
}

function navigateHash(to: string, { replace = false, state = null }: { replace?: boolean; state?: unknown } = {}) {
  const url = new URL(location.href)
  url.hash = to.startsWith('/') ? to : `/${to}`
  history[replace ? 'replaceState' : 'pushState'](state, '', url.href)
  notifyHash()
}

const splitRoute = (route: string) => route.split('?') as [string, string | undefined]

export const useHashRouteLocation: BaseLocationHook = () => [
  useSyncExternalStore(subscribeHash, () => splitRoute(currentHashRoute())[0]),
  navigateHash,
]

/** The query of a hash route lives inside the hash (`#/ai-quote/quote?id=3`). */
export const useHashRouteSearch = () =>
  useSyncExternalStore(subscribeHash, () => splitRoute(currentHashRoute())[1] ?? '')

/** Router props for a mode; memory locations are per element instance, so call once per element. */
export function routerProps(mode: RoutingMode, initialPath = '/') {
  if (mode === 'hash') {
    return { hook: useHashRouteLocation, searchHook: useHashRouteSearch, hrefs: (href: string) => `#${href}` }
  }
  if (mode === 'memory') {
    const memory = memoryLocation({ path: initialPath, record: true })
    return { hook: memory.hook, searchHook: memory.searchHook }
  }
  return {}
}
