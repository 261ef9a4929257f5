import { useT } from '../../../lib/i18n/use-t.ts'
import '../../../lib/i18n/config-messages.ts'

/** Shown when the API answers 403: configurations are for pricing staff only. */
export function ForbiddenNotice() {
  const t = useT()
  return (
    <div className="qe-page qe-center" role="alert" data-testid="qc-forbidden">
      <p className="qe-error">{t('quoteConfig.forbidden')}</p>
    </div>
  )
}
