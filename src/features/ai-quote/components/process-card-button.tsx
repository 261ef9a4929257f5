import { useState } from 'react'
import '@shoelace-style/shoelace/dist/components/button/button.js'
import { useT } from '../../../lib/i18n/use-t.ts'
import { openPartCard } from '../api/open-part-card.ts'
import '../styles.ts'

/**
 * "工艺卡" on a quoted part: opens (or first makes) the caller's process card of the part, whose
 * saved route versions price the part again. Shown only to callers who may review quotes.
 */
export function ProcessCardButton({
  partId,
  name,
  onOpened,
}: {
  partId: number
  name: string
  onOpened: (recordId: number) => void
}) {
  const t = useT()
  const [busy, setBusy] = useState(false)
  const open = async () => {
    setBusy(true)
    try {
      onOpened(await openPartCard(partId))
    } catch {
      // The client's toast has said why; the button is ready again.
    } finally {
      setBusy(false)
    }
  }
  return (
    <sl-button
      size="small"
      loading={busy}
      title={t('aiQuote.card.processCardHint', { name })}
      onClick={() => void open()}
      data-testid="ai-quote-process-card"
    >
      {t('aiQuote.card.processCard')}
    </sl-button>
  )
}
