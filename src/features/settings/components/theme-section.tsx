import { useStore } from '@nanostores/react'
import '@shoelace-style/shoelace/dist/components/switch/switch.js'
import { useT } from '../../../lib/i18n/use-t.ts'
import type { MessageKey } from '../../../lib/i18n/index.ts'
import type { Theme } from '../../../lib/stores/settings-schema.ts'
import { $settings, setHeaderTheme, setIsDark, setMenuTheme, setTheme } from '../../../lib/stores/settings.ts'
import { ColorField } from './color-field.tsx'

/** The theme colours a user picks: where each is stored, how it is applied (menu and header repaint more), and its presets. */
const COLOURS: {
  label: MessageKey
  testId: string
  key: keyof Theme
  apply: (color: string) => boolean
  presets: readonly string[]
}[] = [
  {
    label: 'settings.primaryColor',
    testId: 'primary-color',
    key: 'elColorPrimary',
    apply: (color) => setTheme({ elColorPrimary: color }),
    presets: ['#165DFF', '#409eff', '#009688', '#536dfe', '#ff5c93', '#ee4f12', '#0096c7', '#9c27b0'],
  },
  {
    label: 'settings.menuColor',
    testId: 'menu-color',
    key: 'leftMenuBgColor',
    apply: setMenuTheme,
    presets: ['#ffffff', '#001529', '#212121', '#273352', '#191b24', '#383f45', '#001628', '#344058'],
  },
  {
    label: 'settings.headerColor',
    testId: 'header-color',
    key: 'topHeaderBgColor',
    apply: setHeaderTheme,
    presets: ['#ffffff', '#151515', '#5172dc', '#e74c3c', '#24292e', '#394664', '#009688', '#383f45'],
  },
]

// The backgrounds Element Plus paints in each mode; switching the mode repaints menu and header
// with them, as the template's theme switch does.
const BACKGROUND = { dark: '#141414', light: '#ffffff' }

/** Dark mode and the theme colours (primary, side menu, header). */
export function ThemeSection() {
  const t = useT()
  const { isDark, theme } = useStore($settings)
  const toggleDark = (dark: boolean) => {
    setIsDark(dark)
    const background = dark ? BACKGROUND.dark : BACKGROUND.light
    setMenuTheme(background)
    setHeaderTheme(background)
  }
  return (
    <section className="qe-settings-section">
      <h3>{t('settings.theme')}</h3>
      <sl-switch
        checked={isDark}
        onsl-change={(e) => toggleDark((e.target as HTMLInputElement).checked)}
        data-testid="dark-mode"
      >
        {t('settings.isDark')}
      </sl-switch>
      {COLOURS.map(({ label, testId, key, apply, presets }) => (
        <ColorField key={testId} label={t(label)} value={theme[key]} apply={apply} presets={presets} testId={testId} />
      ))}
    </section>
  )
}
