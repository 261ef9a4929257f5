import '@shoelace-style/shoelace/dist/components/drawer/drawer.js'
import '@shoelace-style/shoelace/dist/components/divider/divider.js'
import { useT } from '../../../lib/i18n/use-t.ts'
import { ClearCache } from './clear-cache.tsx'
import { DisplaySection } from './display-section.tsx'
import { LayoutSection } from './layout-section.tsx'
import { ThemeSection } from './theme-section.tsx'
import '../styles.ts'

/** Props of the settings drawer. */
export interface SettingsDrawerProps {
  open: boolean
  onClose: () => void
  /** The frame's logout, run after "clear cache". */
  onLoggedOut: () => void
}

/** The settings drawer: every setting, applied and persisted at once through $settings. */
export function SettingsDrawer({ open, onClose, onLoggedOut }: SettingsDrawerProps) {
  const t = useT()
  return (
    <sl-drawer
      label={t('settings.title')}
      open={open}
      className="qe-settings"
      data-testid="settings-drawer"
      onsl-after-hide={(e) => {
        // Nested Shoelace parts (dialog, dropdowns) send their own sl-after-hide up through here.
        if (e.target === e.currentTarget) onClose()
      }}
    >
      <ThemeSection />
      <sl-divider />
      <LayoutSection />
      <sl-divider />
      <DisplaySection />
      <sl-divider />
      <ClearCache
        onCleared={() => {
          onClose()
          onLoggedOut()
        }}
      />
    </sl-drawer>
  )
}
