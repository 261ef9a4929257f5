/**
 * The server answers avatar paths relative to the API base (`/api/uploads/avatars/….png`);
 * absolute, data and blob URLs are used as they are.
 */
export function resolveAvatarUrl(avatarUrl: string | null | undefined, apiBase: string): string {
  if (!avatarUrl) return ''
  if (/^(?:[a-z][a-z\d+.-]*:|\/\/)/i.test(avatarUrl)) return avatarUrl
  return apiBase.replace(/\/+$/, '') + (avatarUrl.startsWith('/') ? avatarUrl : `/${avatarUrl}`)
}
