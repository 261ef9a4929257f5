import { useEffect } from 'react'
import { useLocation, useSearch } from 'wouter'
import { REDIRECT_PREFIX } from '../router/route-table.ts'

/**
 * /redirect/<path>: immediately replaces the location with /<path>, keeping the query. Refreshing
 * a tab goes through here so that its page unmounts and mounts again.
 */
export function RedirectPage() {
  const [location, navigate] = useLocation()
  const search = useSearch()
  useEffect(() => {
    const target = `/${location.slice(REDIRECT_PREFIX.length).replace(/^\/+/, '')}`
    navigate(search ? `${target}?${search}` : target, { replace: true })
  }, [location, search])
  return null
}
