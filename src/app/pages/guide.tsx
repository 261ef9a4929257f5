import { useT } from '../../lib/i18n/use-t.ts'
import { LanguageSwitch } from '../language-switch.tsx'

/** The /ai-guide landing page ("向导"). */
export function GuidePage() {
  const t = useT()
  return (
    <main className="qe-page" data-testid="guide">
      <header className="qe-header">
        <h1 className="qe-title">{t('app.guideTitle')}</h1>
        <LanguageSwitch />
      </header>
      <section className="qe-center">
        <h2 className="qe-title">{t('app.title')}</h2>
        <p className="qe-muted">{t('app.guideIntro')}</p>
      </section>
    </main>
  )
}
