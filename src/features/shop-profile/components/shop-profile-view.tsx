import { useEffect } from 'react'
import { useStore } from '@nanostores/react'
import '@shoelace-style/shoelace/dist/components/button/button.js'
import { useT } from '../../../lib/i18n/use-t.ts'
import { SHOP_IMAGE_KINDS } from '../../../../contract/shop-profile.ts'
import { $shopProfile, loadShopProfile } from '../stores/shop-profile.ts'
import { ShopImageCard } from './shop-image-card.tsx'
import { ShopProfileForm } from './shop-profile-form.tsx'
import '../styles.ts'

/** The shop profile screen (staff): what the quotation PDF prints, with loading and error states. */
export function ShopProfileView() {
  const t = useT()
  const state = useStore($shopProfile)
  useEffect(() => void loadShopProfile(), [])
  return (
    <main className="qe-page qe-shop-profile" data-testid="shop-profile">
      <h1 className="qe-title">{t('shopProfile.title')}</h1>
      <p className="qe-muted">{t('shopProfile.intro')}</p>
      {state.status === 'loading' && (
        <p role="status" data-testid="shop-profile-loading">
          {t('shopProfile.loading')}
        </p>
      )}
      {state.status === 'error' && (
        <div role="alert" data-testid="shop-profile-error">
          <p className="qe-error">{t('shopProfile.loadFailed')}</p>
          <sl-button onClick={() => void loadShopProfile()}>{t('shopProfile.retry')}</sl-button>
        </div>
      )}
      {state.status === 'ready' && (
        <>
          <section className="qe-card">
            <ShopProfileForm key={state.profile.updateTime ?? 'new'} profile={state.profile} />
          </section>
          <section className="qe-card" aria-labelledby="qe-shop-images">
            <h2 className="qe-subtitle" id="qe-shop-images">
              {t('shopProfile.images')}
            </h2>
            <div className="qe-shop-images">
              {SHOP_IMAGE_KINDS.map((kind) => (
                <ShopImageCard key={kind} kind={kind} present={state.profile.images[kind]} />
              ))}
            </div>
          </section>
        </>
      )}
    </main>
  )
}
