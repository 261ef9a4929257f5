import { useLocation } from 'wouter'
import '@shoelace-style/shoelace/dist/components/button/button.js'
import '@shoelace-style/shoelace/dist/components/icon/icon.js'
import { useT } from '../../lib/i18n/use-t.ts'
import { paths } from '../../lib/paths.ts'

const ENTRIES = [
  { key: 'quote', icon: 'chat-dots', path: paths.aiQuote },
  { key: 'process', icon: 'diagram-3', path: paths.aiAuto },
] as const

/**
 * /ai-guide ("向导"): what the product does and the two ways in, AI quote and the process
 * assistant. Rendered inside the layout, which owns the header and the user menu.
 */
export function GuidePage() {
  const t = useT()
  const [, navigate] = useLocation()
  return (
    <main className="qe-page qe-guide" data-testid="guide">
      <section className="qe-center">
        <h1 className="qe-title">{t('app.guideTitle')}</h1>
        <p className="qe-muted">{t('app.guideIntro')}</p>
      </section>
      <div className="qe-guide-entries">
        {ENTRIES.map((entry) => (
          <section key={entry.key} className="qe-card qe-guide-entry" data-testid={`guide-${entry.key}`}>
            <sl-icon name={entry.icon} className="qe-guide-icon" />
            <h2 className="qe-subtitle">{t(`guide.${entry.key}Title`)}</h2>
            <p className="qe-muted">{t(`guide.${entry.key}Body`)}</p>
            <sl-button variant="primary" onClick={() => navigate(entry.path)} data-testid={`guide-open-${entry.key}`}>
              {t(`guide.${entry.key}Action`)}
            </sl-button>
          </section>
        ))}
      </div>
      <ul className="qe-guide-steps">
        {(['step1', 'step2', 'step3'] as const).map((s) => (
          <li key={s}>{t(`guide.${s}`)}</li>
        ))}
      </ul>
    </main>
  )
}
