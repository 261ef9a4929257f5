import { t } from '../../lib/i18n/index.ts'
import type { RouteEntry } from './route-types.ts'

/** Pages titled with the "large model for part manufacturing" title instead of app title + route (SPEC §1). */
export const GUIDE_TITLE_PATHS: readonly string[] = ['/login', '/ai-guide']

/** The document title for a route: `<app title> - <route title>`, or the guide title on login and guide. */
export function documentTitle(entry: RouteEntry | undefined, appTitle: string): string {
  if (entry && GUIDE_TITLE_PATHS.includes(entry.path)) return t('app.guideTitle')
  const title = t(entry?.meta.title)
  return title ? `${appTitle} - ${title}` : appTitle
}
