import { useStore } from '@nanostores/react'
import '@shoelace-style/shoelace/dist/components/button/button.js'
import '@shoelace-style/shoelace/dist/components/button-group/button-group.js'
import { $locale, LOCALES, setLocale } from '../lib/i18n/index.ts'
import { useT } from '../lib/i18n/use-t.ts'

/** Switches the page-wide language live, without a reload. */
export function LanguageSwitch() {
  const t = useT()
  const current = useStore($locale)
  return (
    <sl-button-group label={t('common.language')}>
      {LOCALES.map(({ lang, name }) => (
        <sl-button
          key={lang}
          size="small"
          variant={lang === current ? 'primary' : 'default'}
          aria-pressed={lang === current}
          onClick={() => setLocale(lang)}
        >
          {/* Each language is named in itself ("中文" on an English page): so marked, it is read so. */}
          <span lang={lang}>{name}</span>
        </sl-button>
      ))}
    </sl-button-group>
  )
}
