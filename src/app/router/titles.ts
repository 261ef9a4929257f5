import { t } from '../../lib/i18n/index.ts'
import type { RouteEntry } from './route-types.ts'
import { paths } from '../../lib/paths.ts'
import { routeTitle } from '../../lib/i18n/route-title.ts'

/** Pages titled with the "large model for part manufacturing" title instead of app title + route. */
export const GUIDE_TITLE_PATHS: readonly string[] = [paths.login, paths.guide]

/** The document title for a route: `<app title> - <route title>`, or the guide title on login and guide. */
export function documentTitle(entry: RouteEntry | undefined, appTitle: string): string {
  if (entry && GUIDE_TITLE_PATHS.includes(entry.path)) return t('app.guideTitle')
  const title = entry ? routeTitle(entry.meta) : ''
  return title ? `${appTitle} - ${title}` : appTitle
}
