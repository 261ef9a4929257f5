import { useLocation } from 'wouter'
import '@shoelace-style/shoelace/dist/components/button/button.js'
import { useT } from '../../lib/i18n/use-t.ts'
import { textOf } from '../../lib/i18n/index.ts'
import { LanguageSwitch } from '../language-switch.tsx'
import { paths } from '../../lib/paths.ts'
import './legal-messages.ts'

/** Props of LegalPage. */
export interface LegalPageProps {
  /** i18n namespace holding `title`, `updated`, `intro` and `<section>Title` / `<section>Body`. */
  namespace: 'agreement' | 'privacy'
  /** Section names, in reading order. */
  sections: readonly string[]
  testId: string
}

/**
 * A legal text page (user agreement, privacy policy). Readable without logging in, so it has
 * its own header with the language switch and a way back.
 */
export function LegalPage({ namespace, sections, testId }: LegalPageProps) {
  const t = useT()
  const [, navigate] = useLocation()
  // Opened from the login form in the same tab: back returns there; opened directly: go to login.
  const back = () => (history.length > 1 ? history.back() : navigate(paths.login))
  return (
    <main className="qe-page qe-legal" data-testid={testId}>
      <header className="qe-header">
        <sl-button size="small" onClick={back} data-testid="legal-back">
          {t('common.back')}
        </sl-button>
        <LanguageSwitch />
      </header>
      <article className="qe-legal-body">
        <h1 className="qe-title">{t(`${namespace}.title`)}</h1>
        <p className="qe-muted qe-small">{t(`${namespace}.updated`)}</p>
        <p>{t(`${namespace}.intro`)}</p>
        {sections.map((name, i) => (
          <section key={name}>
            <h2 className="qe-subtitle">
              {i + 1}. {textOf(`${namespace}.${name}Title`)}
            </h2>
            <p>{textOf(`${namespace}.${name}Body`)}</p>
          </section>
        ))}
      </article>
    </main>
  )
}
