import { useEffect, useState } from 'react'
import { useStore } from '@nanostores/react'
import '@shoelace-style/shoelace/dist/components/button/button.js'
import { formatDay } from '../../../lib/format/date-time.ts'
import { useT } from '../../../lib/i18n/use-t.ts'
import { OpinionDialog } from '../../../lib/opinion-dialog.tsx'
import { CARD_SIGN_OFFS, SIGN_OPINION_MAX, type SignedRole } from '../../../../contract/process-card.ts'
import { $actionError, $busy, $failedAction } from '../stores/busy.ts'
import { $signOffs, loadSignOffs, signAs } from '../stores/sign-offs.ts'

/**
 * The card's 编制 / 审核 / 批准 block for the latest version: who signed and on which day, and a
 * sign button for each role the reader may sign, confirmed with an optional opinion (a refusal keeps
 * the dialog open with the opinion as typed). A new version
 * starts unsigned, so the block follows the version on screen.
 */
export function SignOffBlock({ recordId, version }: { recordId: number; version: number }) {
  const t = useT()
  const state = useStore($signOffs)
  const busy = useStore($busy)
  const failed = useStore($failedAction)
  const actionError = useStore($actionError)
  const [signing, setSigning] = useState<SignedRole | null>(null)
  const [opinion, setOpinion] = useState('')
  useEffect(() => void loadSignOffs(recordId, version), [recordId, version])
  if (state.status !== 'ready')
    return (
      <p className={state.status === 'error' ? 'qe-pa-alert' : 'qe-muted'} role="status" data-testid="pa-sign-offs">
        {state.status === 'error' ? state.message : t('processAssistant.signOff.loading')}{' '}
        {state.status === 'error' && (
          <button type="button" className="qe-link" onClick={() => void loadSignOffs(recordId, version, true)}>
            {t('common.retry')}
          </button>
        )}
      </p>
    )
  const { value } = state
  const role = (r: (typeof CARD_SIGN_OFFS)[number]) => t(`processAssistant.signOff.${r}`)
  return (
    <section className="qe-pa-sign-offs" aria-label={t('processAssistant.signOff.title')} data-testid="pa-sign-offs">
      <table className="qe-pa-table">
        <caption className="qe-visually-hidden">{t('processAssistant.signOff.title')}</caption>
        <thead>
          <tr>
            {CARD_SIGN_OFFS.map((r) => (
              <th key={r} scope="col">
                {role(r)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          <tr>
            {CARD_SIGN_OFFS.map((r) => {
              const signed = value.signatures.find((s) => s.role === r)
              const may = r !== 'author' && value.canSign.includes(r)
              return (
                <td key={r} data-testid={`pa-sign-${r}`} data-signed={String(Boolean(signed))}>
                  {signed ? (
                    <>
                      {/* Names and opinions are what people typed, not the product's words. */}
                      <strong translate="no">{signed.name}</strong>{' '}
                      <span className="qe-muted">{formatDay(signed.signedAt)}</span>
                      {signed.opinion && (
                        <span className="qe-small qe-pa-opinion" translate="no">
                          {signed.opinion}
                        </span>
                      )}
                    </>
                  ) : may ? (
                    <sl-button
                      size="small"
                      variant="primary"
                      disabled={busy !== null}
                      loading={busy === 'sign' && signing === r}
                      onClick={() => setSigning(r)}
                      data-testid={`pa-sign-${r}-button`}
                    >
                      {t(`processAssistant.signOff.action.${r}`)}
                    </sl-button>
                  ) : (
                    <span className="qe-muted">{t('processAssistant.signOff.pending')}</span>
                  )}
                </td>
              )
            })}
          </tr>
        </tbody>
      </table>
      {/* A refusal is shown in the dialog while it is open, under the block once it is closed. */}
      {failed === 'sign' && actionError && !signing && (
        <p className="qe-pa-alert qe-small" role="alert" data-testid="pa-sign-error">
          {actionError}
        </p>
      )}
      {signing && (
        <OpinionDialog
          message={t(`processAssistant.signOff.confirm.${signing}`, { version: value.version })}
          confirmLabel={t(`processAssistant.signOff.action.${signing}`)}
          onConfirm={async () => {
            const done = await signAs(recordId, value.version, signing, opinion)
            if (done) setOpinion('')
            return done
          }}
          onClose={() => setSigning(null)}
          refusal={failed === 'sign' ? actionError : null}
          testId="pa-sign"
          variant="primary"
          field={{
            label: t('processAssistant.signOff.opinion'),
            value: opinion,
            onChange: setOpinion,
            maxLength: SIGN_OPINION_MAX,
            placeholder: t('processAssistant.signOff.opinionHint'),
            className: 'qe-pa-field',
            testId: 'pa-sign-opinion',
          }}
        />
      )}
    </section>
  )
}
