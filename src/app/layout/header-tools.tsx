import { useContext, useEffect, useState } from 'react'
import { useStore } from '@nanostores/react'
import '@shoelace-style/shoelace/dist/components/dropdown/dropdown.js'
import '@shoelace-style/shoelace/dist/components/icon-button/icon-button.js'
import '@shoelace-style/shoelace/dist/components/menu/menu.js'
import '@shoelace-style/shoelace/dist/components/menu-item/menu-item.js'
import { $locale, LOCALES, setLocale } from '../../lib/i18n/index.ts'
import { useT } from '../../lib/i18n/use-t.ts'
import { SIZES, type ComponentSize } from '../../lib/stores/settings-schema.ts'
import { $settings, setSetting } from '../../lib/stores/settings.ts'
import { HostContext } from '../host-context.ts'

/** Shoelace's sl-select: the chosen item, whose value names the choice. */
type MenuSelect = CustomEvent<{ item: { value: string } }>

/** Full screen for the element itself (never the host page). */
function ScreenFull() {
  const t = useT()
  const host = useContext(HostContext)
  const [full, setFull] = useState(false)
  useEffect(() => {
    const sync = () => setFull(document.fullscreenElement === host)
    document.addEventListener('fullscreenchange', sync)
    return () => document.removeEventListener('fullscreenchange', sync)
  }, [host])
  const toggle = () => (full ? document.exitFullscreen() : host?.requestFullscreen?.())?.catch?.(() => {})
  return (
    <sl-icon-button
      name={full ? 'fullscreen-exit' : 'fullscreen'}
      label={t(full ? 'layout.exitFullscreen' : 'layout.fullscreen')}
      onClick={toggle}
    />
  )
}

/** Component size: default, large, small. */
function SizeMenu() {
  const t = useT()
  const { currentSize } = useStore($settings)
  return (
    <sl-dropdown>
      <sl-icon-button slot="trigger" name="fonts" label={t('layout.size')} data-testid="size-menu" />
      <sl-menu onsl-select={(e: MenuSelect) => setSetting('currentSize', e.detail.item.value as ComponentSize)}>
        {SIZES.map((size) => (
          <sl-menu-item
            key={size}
            type="checkbox"
            value={size}
            checked={size === currentSize}
            data-testid={`size-${size}`}
          >
            {t(`layout.size_${size}`)}
          </sl-menu-item>
        ))}
      </sl-menu>
    </sl-dropdown>
  )
}

/** Language, switched live. */
function LocaleMenu() {
  const t = useT()
  const locale = useStore($locale)
  return (
    <sl-dropdown>
      <sl-icon-button slot="trigger" name="translate" label={t('common.language')} data-testid="locale-menu" />
      <sl-menu onsl-select={(e: MenuSelect) => setLocale(e.detail.item.value)}>
        {LOCALES.map(({ lang, name }) => (
          <sl-menu-item
            key={lang}
            type="checkbox"
            value={lang}
            checked={lang === locale}
            lang={lang}
            data-testid={`locale-${lang}`}
          >
            {name}
          </sl-menu-item>
        ))}
      </sl-menu>
    </sl-dropdown>
  )
}

/** The header's right-hand tools, each behind its setting; the settings button is always there. */
export function HeaderTools({ onOpenSettings }: { onOpenSettings: () => void }) {
  const t = useT()
  const { screenfull, size, locale } = useStore($settings)
  return (
    <div className="qe-header-tools">
      {screenfull && <ScreenFull />}
      {size && <SizeMenu />}
      {locale && <LocaleMenu />}
      <sl-icon-button name="gear" label={t('settings.title')} onClick={onOpenSettings} data-testid="open-settings" />
    </div>
  )
}
