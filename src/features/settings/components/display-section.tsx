import { useStore } from '@nanostores/react'
import '@shoelace-style/shoelace/dist/components/input/input.js'
import '@shoelace-style/shoelace/dist/components/switch/switch.js'
import { useT } from '../../../lib/i18n/use-t.ts'
import type { Settings } from '../../../lib/stores/settings-schema.ts'
import type en from '../../../../locales/en.json'
import { $settings, setSetting } from '../../../lib/stores/settings.ts'

/** An on/off setting the catalogue labels (`settings.<name>`). */
type Switch = { [K in keyof Settings]: Settings[K] extends boolean ? K : never }[keyof Settings] &
  keyof (typeof en)['settings']

/** The on/off settings, in the template's order. */
const SWITCHES: Switch[] = [
  'breadcrumb',
  'breadcrumbIcon',
  'collapse',
  'uniqueOpened',
  'hamburger',
  'screenfull',
  'size',
  'locale',
  'tagsView',
  'tagsViewIcon',
  'logo',
  'fixedHeader',
  'footer',
  'greyMode',
  'fixedMenu',
  'pageLoading',
  'dynamicRouter',
  'serverDynamicRouter',
]

/** The interface switches and the app title. */
export function DisplaySection() {
  const t = useT()
  const settings = useStore($settings)
  return (
    <section className="qe-settings-section">
      <h3>{t('settings.display')}</h3>
      <sl-input
        size="small"
        label={t('settings.appTitle')}
        value={settings.title}
        onsl-change={(e) => {
          const value = String((e.target as HTMLInputElement).value).trim()
          if (value) setSetting('title', value)
        }}
      />
      <ul className="qe-switches">
        {SWITCHES.map((key) => (
          <li key={key}>
            <sl-switch
              size="small"
              checked={settings[key]}
              onsl-change={(e) => setSetting(key, (e.target as HTMLInputElement).checked)}
              data-testid={`setting-${key}`}
            >
              {t(`settings.${key}`)}
            </sl-switch>
          </li>
        ))}
      </ul>
    </section>
  )
}
