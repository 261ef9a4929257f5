import { useEffect } from 'react'
import { useStore } from '@nanostores/react'
import { useT } from '../../../lib/i18n/use-t.ts'
import { $captcha, refreshCaptcha } from '../stores/captcha.ts'

/**
 * The captcha image: click (or Enter) for a new one, which also clears the typed text; shows
 * a loading placeholder, and a "click to refresh" one with the failure message when it fails.
 */
export function CaptchaImage({ onRefresh }: { onRefresh: () => void }) {
  const t = useT()
  const captcha = useStore($captcha)
  useEffect(() => {
    void refreshCaptcha()
  }, [])
  const refresh = () => {
    onRefresh()
    void refreshCaptcha()
  }
  return (
    <button
      type="button"
      className="qe-captcha"
      onClick={refresh}
      title={t('login.captchaRefresh')}
      aria-label={t('login.captchaRefresh')}
      data-testid="captcha-image"
    >
      {captcha.status === 'ready' && <img src={captcha.url} alt={t('login.captchaAlt')} width={120} height={40} />}
      {captcha.status === 'loading' && <span className="qe-muted">{t('common.loading')}</span>}
      {captcha.status === 'error' && (
        <span className="qe-error" data-testid="captcha-error">
          {t('login.captchaFailed')}
          <br />
          {t('login.captchaRefresh')}
        </span>
      )}
    </button>
  )
}
