/**
 * The page to open after logging in: the `?redirect=` target when it is a path of this app,
 * else `fallback`. Other origins (`//evil`, `https://…`, `/\evil`) are never followed.
 */
export function safeRedirect(search: string, fallback: string): string {
  const target = new URLSearchParams(search).get('redirect') ?? ''
  if (!target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return fallback
  if (target === '/login' || target.startsWith('/login?')) return fallback
  return target
}
