import type { ReactNode } from 'react'
import { hasPermission } from '../lib/permission.ts'
import { useRouteEntry } from './router/route-context.ts'

/**
 * Checks action permissions against the calling page's route (`meta.permission`, SPEC §6).
 * The returned function throws for an empty name, as the template's v-hasPermi does.
 */
export function usePermission(): (name: string) => boolean {
  const granted = useRouteEntry()?.meta.permission ?? []
  return (name: string) => hasPermission(name, granted)
}

/** Props of the permission element. */
export interface PermissionProps {
  /** The action (`add`, `edit`, `delete`, `view`); omitted means no restriction. */
  name?: string
  children?: ReactNode
}

/**
 * Renders its children only if the page's route grants `name`, or when no name is given.
 * An empty name is a programming error (SPEC §5): it is reported and nothing is shown.
 */
export function Permission({ name, children }: PermissionProps) {
  const check = usePermission()
  if (name === undefined) return <>{children}</>
  if (name === '') {
    console.error('[quote-elements] <Permission> needs a permission name')
    return null
  }
  return check(name) ? <>{children}</> : null
}
