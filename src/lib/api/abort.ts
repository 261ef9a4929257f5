// Keyed by the request URL including its query string, as the template does, so
// cancelRequest('/api/x?id=1') cancels exactly that call.
const controllers = new Map<string, AbortController>()

/** Creates the abort handle for a request; a later request with the same key replaces the earlier one. */
export function registerAbort(key: string): AbortController {
  const controller = new AbortController()
  controllers.set(key, controller)
  return controller
}

/** Forgets a finished request's handle, unless a newer request already took the key. */
export function releaseAbort(key: string, controller: AbortController): void {
  if (controllers.get(key) === controller) controllers.delete(key)
}

/** Aborts the pending request(s) registered under the given URL(s). */
export function cancelRequest(urlOrList: string | readonly string[]): void {
  for (const url of typeof urlOrList === 'string' ? [urlOrList] : urlOrList) {
    controllers.get(url)?.abort()
    controllers.delete(url)
  }
}

/** Aborts every pending request. */
export function cancelAllRequests(): void {
  for (const controller of controllers.values()) controller.abort()
  controllers.clear()
}

/** Keys of the requests still pending (for diagnostics and tests). */
export function pendingRequests(): string[] {
  return [...controllers.keys()]
}
