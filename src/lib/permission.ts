import { t } from './i18n/index.ts'

/**
 * Whether the current route grants `value` (SPEC §6). An empty permission name is a programming
 * error and throws, as the template's v-hasPermi does.
 */
export function hasPermission(value: string | null | undefined, routePermissions: readonly string[] = []): boolean {
  if (!value) throw new Error(t('permission.hasPermission'))
  return routePermissions.includes(value)
}
