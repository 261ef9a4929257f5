import { useStore } from '@nanostores/react'
import { Link } from 'wouter'
import { useT } from '../../lib/i18n/use-t.ts'
import { $settings } from '../../lib/stores/settings.ts'
import { breadcrumbFor } from '../menu/breadcrumb.ts'
import { iconName } from '../menu/menu-model.ts'
import { $routers } from '../stores/routes.ts'
import { routeTitle } from '../../lib/i18n/route-title.ts'

/** The breadcrumb of the current route; entries that redirect are links. */
export function BreadcrumbBar({ path }: { path: string }) {
  const t = useT()
  const routers = useStore($routers)
  const { breadcrumbIcon } = useStore($settings)
  const crumbs = breadcrumbFor(routers, path)
  if (!crumbs.length) return null
  return (
    <nav className="qe-breadcrumb" aria-label={t('layout.breadcrumb')} data-testid="breadcrumb">
      <ol>
        {crumbs.map((crumb, i) => {
          const icon = breadcrumbIcon ? iconName(crumb.meta.icon) : undefined
          const label = (
            <>
              {icon && <sl-icon name={icon} aria-hidden="true" />}
              {routeTitle(crumb.meta) || t('menu.noTitle')}
            </>
          )
          const last = i === crumbs.length - 1
          return (
            <li key={crumb.path} aria-current={last ? 'page' : undefined}>
              {crumb.link && !last ? <Link href={crumb.link}>{label}</Link> : <span>{label}</span>}
            </li>
          )
        })}
      </ol>
    </nav>
  )
}
