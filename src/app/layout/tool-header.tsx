import { useStore } from '@nanostores/react'
import { useLocation } from 'wouter'
import '@shoelace-style/shoelace/dist/components/icon-button/icon-button.js'
import { useT } from '../../lib/i18n/use-t.ts'
import { paths } from '../../lib/paths.ts'
import { $settings, setSetting } from '../../lib/stores/settings.ts'
import { delAllViews } from '../stores/tags.ts'
import type { RouteEntry } from '../router/route-types.ts'
import { BreadcrumbBar } from './breadcrumb-bar.tsx'
import { HeaderTools } from './header-tools.tsx'
import { UserMenu } from './slots.tsx'

/** Props of the header bar. */
export interface ToolHeaderProps {
  entry: RouteEntry
  /** Left part: hamburger and breadcrumb (not in the top layout, which has its menu there). */
  navigation: boolean
  onOpenSettings: () => void
  onLoggedOut: () => void
}

/** The header: hamburger and breadcrumb on the left, tools and the user menu on the right. */
export function ToolHeader({ entry, navigation, onOpenSettings, onLoggedOut }: ToolHeaderProps) {
  const t = useT()
  const [, navigate] = useLocation()
  const { hamburger, breadcrumb, collapse } = useStore($settings)
  // Another user now: the previous user's tabs close as on a logout, and their home page opens.
  const switched = () => {
    delAllViews(true)
    navigate(paths.root, { replace: true })
  }
  return (
    <div className="qe-tool-header" data-testid="tool-header">
      {navigation && (
        <div className="qe-tool-left">
          {hamburger && (
            <sl-icon-button
              name={collapse ? 'text-indent-left' : 'text-indent-right'}
              label={t(collapse ? 'layout.expandMenu' : 'layout.collapseMenu')}
              aria-expanded={!collapse}
              onClick={() => setSetting('collapse', !collapse)}
              data-testid="hamburger"
            />
          )}
          {breadcrumb && <BreadcrumbBar path={entry.path} />}
        </div>
      )}
      <div className="qe-tool-right">
        <HeaderTools onOpenSettings={onOpenSettings} />
        <UserMenu onNavigate={(path) => navigate(path)} onLoggedOut={onLoggedOut} onSwitched={() => switched()} />
      </div>
    </div>
  )
}
