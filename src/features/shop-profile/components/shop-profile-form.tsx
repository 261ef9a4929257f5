import { useState, type FormEvent } from 'react'
import { useStore } from '@nanostores/react'
import '@shoelace-style/shoelace/dist/components/button/button.js'
import { FormInput } from '../../../lib/forms/form-input.tsx'
import { maxLengthRule } from '../../../lib/forms/rules.ts'
import { useForm } from '../../../lib/forms/use-form.ts'
import { enumLabel } from '../../../lib/i18n/enum-label.ts'
import { useT } from '../../../lib/i18n/use-t.ts'
import {
  INVOICE_TYPES,
  SHOP_TEXT_FIELDS,
  SHOP_TEXT_MAX,
  type InvoiceType,
  type ShopProfile,
  type ShopTextField,
} from '../../../../contract/shop-profile.ts'
import { $shopBusy, saveProfile } from '../stores/shop-profile.ts'

const LANGS = ['zh-CN', 'en'] as const
type Key = `${ShopTextField}.${(typeof LANGS)[number]}` | 'phone'

const initialOf = (p: ShopProfile) =>
  Object.fromEntries([
    ...SHOP_TEXT_FIELDS.flatMap((f) => LANGS.map((l) => [`${f}.${l}`, p.texts[f][l]])),
    ['phone', p.phone],
  ]) as Record<Key, string>

const rules = Object.fromEntries(
  [...SHOP_TEXT_FIELDS.flatMap((f) => LANGS.map((l) => `${f}.${l}`)), 'phone'].map((k) => [
    k,
    maxLengthRule(k === 'phone' ? 40 : SHOP_TEXT_MAX),
  ]),
) as Record<Key, (v: string) => ReturnType<ReturnType<typeof maxLengthRule>>>

/** The texts in Chinese and English side by side, the phone and the invoice type; saved together. */
export function ShopProfileForm({ profile }: { profile: ShopProfile }) {
  const t = useT()
  const busy = useStore($shopBusy)
  const form = useForm(initialOf(profile), rules)
  const [invoiceType, setInvoiceType] = useState<InvoiceType>(profile.invoiceType)
  const submit = async (e: FormEvent) => {
    e.preventDefault()
    if (busy || !form.validate()) return
    const v = form.values
    const texts = Object.fromEntries(
      SHOP_TEXT_FIELDS.map((f) => [f, { 'zh-CN': v[`${f}.zh-CN`].trim(), en: v[`${f}.en`].trim() }]),
    ) as ShopProfile['texts']
    await saveProfile({ texts, phone: v.phone.trim(), invoiceType })
  }
  return (
    <form className="qe-form" onSubmit={submit} noValidate data-testid="shop-profile-form">
      {SHOP_TEXT_FIELDS.map((f) => (
        <fieldset key={f} className="qe-shop-pair">
          {LANGS.map((l) => (
            <FormInput
              key={l}
              form={form}
              name={`${f}.${l}`}
              label={t('shopProfile.fieldIn', {
                field: t(`shopProfile.field.${f}`),
                lang: t(`shopProfile.${l === 'en' ? 'en' : 'zh'}`),
              })}
              maxlength={SHOP_TEXT_MAX}
              data-testid={`shop-${f}-${l}`}
            />
          ))}
        </fieldset>
      ))}
      <FormInput
        form={form}
        name="phone"
        label={t('shopProfile.field.phone')}
        maxlength={40}
        autocomplete="tel"
        data-testid="shop-phone"
      />
      <label className="qe-shop-choice">
        <span>{t('shopProfile.field.invoiceType')}</span>
        <select
          value={invoiceType}
          onChange={(e) => setInvoiceType(e.target.value as InvoiceType)}
          data-testid="shop-invoice-type"
        >
          {INVOICE_TYPES.map((type) => (
            <option key={type} value={type}>
              {enumLabel('invoiceType', type)}
            </option>
          ))}
        </select>
      </label>
      <sl-button
        type="submit"
        variant="primary"
        loading={busy === 'save'}
        disabled={busy !== '' && busy !== 'save'}
        data-testid="shop-profile-save"
      >
        {t('shopProfile.save')}
      </sl-button>
    </form>
  )
}
