/** True when `s` parses as an absolute URL (`https://…`, also `mailto:x`); `/a` and `views/x` do not. */
export function isUrl(s: string): boolean {
  try {
    new URL(s)
    return true
  } catch {
    return false
  }
}

/**
 * Joins a child path to its parent path as the admin template does: a URL passes through, an
 * absolute child is appended (not substituted), and doubled slashes collapse.
 * `('/a', '/b')` → `/a/b`, `('/', '/x')` → `/x`, `('/a', '')` → `/a`.
 */
export function pathResolve(parentPath: string, path: string): string {
  if (isUrl(path)) return path
  const child = path.startsWith('/') || !path ? path : `/${path}`
  return `${parentPath}${child}`.replace(/\/\//g, '/').trim()
}
