import { useRef, useState, type ChangeEvent } from 'react'
import { useStore } from '@nanostores/react'
import '@shoelace-style/shoelace/dist/components/button/button.js'
import { ConfirmDialog } from '../../../lib/confirm-dialog.tsx'
import { useT } from '../../../lib/i18n/use-t.ts'
import type { ShopImageKind } from '../../../../contract/shop-profile.ts'
import { $shopBusy, $shopPreviews, removeImage, SHOP_IMAGE_MEGABYTES, uploadImage } from '../stores/shop-profile.ts'

/** One of the two images: its preview, choose or replace, and remove after a confirmation. */
export function ShopImageCard({ kind, present }: { kind: ShopImageKind; present: boolean }) {
  const t = useT()
  const busy = useStore($shopBusy)
  const shown = useStore($shopPreviews)[kind]
  const input = useRef<HTMLInputElement>(null)
  const [confirming, setConfirming] = useState(false)
  const label = t(`shopProfile.image.${kind}`)
  const choose = (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0]
    e.target.value = ''
    if (file) void uploadImage(kind, file)
  }
  return (
    <section className="qe-shop-image" aria-labelledby={`qe-shop-${kind}`} data-testid={`shop-image-${kind}`}>
      <h3 className="qe-subtitle" id={`qe-shop-${kind}`}>
        {label}
      </h3>
      {shown && 'url' in shown && <img src={shown.url} alt={label} />}
      {!present && <p className="qe-muted">{t('shopProfile.image.none')}</p>}
      {shown && 'error' in shown && (
        <p className="qe-error" role="alert" data-testid={`shop-image-${kind}-error`}>
          {shown.error}
        </p>
      )}
      <input
        ref={input}
        type="file"
        accept="image/png,image/jpeg"
        hidden
        onChange={choose}
        data-testid={`shop-image-${kind}-input`}
      />
      <div className="qe-shop-image-actions">
        <sl-button
          loading={busy === kind}
          disabled={busy !== '' && busy !== kind}
          onClick={() => input.current?.click()}
          data-testid={`shop-image-${kind}-choose`}
        >
          {t(present ? 'shopProfile.image.replace' : 'shopProfile.image.choose')}
        </sl-button>
        {present && (
          <sl-button
            variant="danger"
            outline
            disabled={busy !== ''}
            onClick={() => setConfirming(true)}
            data-testid={`shop-image-${kind}-remove`}
          >
            {t('shopProfile.image.remove')}
          </sl-button>
        )}
      </div>
      <span className="qe-muted qe-small">{t('shopProfile.image.hint', { size: SHOP_IMAGE_MEGABYTES })}</span>
      {confirming && (
        <ConfirmDialog
          message={t('shopProfile.image.removeConfirm', { kind: label })}
          confirmLabel={t('shopProfile.image.remove')}
          onConfirm={() => removeImage(kind)}
          onClose={() => setConfirming(false)}
          testId={`shop-image-${kind}-remove`}
        />
      )}
    </section>
  )
}
