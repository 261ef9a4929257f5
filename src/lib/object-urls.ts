// Object URLs this bundle made, with the blobs behind them, so its own code reads one back without
// a fetch: a host page's strict CSP (`connect-src 'self'`) refuses fetching a blob: URL, while
// reading the Blob itself needs no network permission at all.

const made = new Map<string, Blob>()

/** An object URL for `blob`, readable back through `blobOf` until revoked. */
export function objectUrl(blob: Blob): string {
  const url = URL.createObjectURL(blob)
  made.set(url, blob)
  return url
}

/** Revokes an object URL made by `objectUrl`. */
export function revokeObjectUrl(url: string): void {
  made.delete(url)
  URL.revokeObjectURL(url)
}

/** The blob behind an object URL this bundle made; undefined for any other URL. */
export const blobOf = (url: string): Blob | undefined => made.get(url)
