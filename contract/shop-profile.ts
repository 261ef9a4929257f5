import { z } from 'zod'
import { text } from './text.ts'

// The shop's own particulars that its paperwork prints: name, address and phone, the letterhead
// and the seal, and the commercial terms a 报价单 states (invoice, payment, delivery, freight).
// One profile per installation; staff edit it on its screen, the quote PDF reads it.

/** 增值税专用发票 (the buyer deducts the VAT) or 普通发票. */
export const INVOICE_TYPES = ['special', 'ordinary'] as const
export type InvoiceType = (typeof INVOICE_TYPES)[number]

/** The two images staff upload: the letterhead across the top of a page, the seal over the signature. */
export const SHOP_IMAGE_KINDS = ['letterhead', 'seal'] as const
export type ShopImageKind = (typeof SHOP_IMAGE_KINDS)[number]

/** The largest image accepted (bytes): a letterhead or seal scan, not a photograph. */
export const SHOP_IMAGE_MAX_BYTES = 1024 * 1024

/** The texts written in each language: the PDF in English prints the English one, else the Chinese. */
export const SHOP_TEXT_FIELDS = ['name', 'address', 'paymentTerms', 'deliveryPlace', 'freightTerms'] as const
export type ShopTextField = (typeof SHOP_TEXT_FIELDS)[number]

export const SHOP_TEXT_MAX = 200

const bilingual = z.object({
  'zh-CN': text().trim().max(SHOP_TEXT_MAX),
  en: text().trim().max(SHOP_TEXT_MAX),
})
export type Bilingual = z.infer<typeof bilingual>

export const shopTexts = z.object(
  Object.fromEntries(SHOP_TEXT_FIELDS.map((f) => [f, bilingual])) as Record<ShopTextField, typeof bilingual>,
)
export type ShopTexts = z.infer<typeof shopTexts>

/** What staff save (the images go separately, as uploads). */
export const shopProfileEdit = z.object({
  texts: shopTexts,
  phone: text().trim().max(40),
  invoiceType: z.enum(INVOICE_TYPES),
})

export const shopProfile = shopProfileEdit.extend({
  images: z.object({ letterhead: z.boolean(), seal: z.boolean() }).describe('Which images are uploaded'),
  updateTime: z.string().nullable().describe('ISO 8601; null while never saved'),
})

export const shopImageParams = z.object({ kind: z.enum(SHOP_IMAGE_KINDS) })

export type ShopProfileEdit = z.infer<typeof shopProfileEdit>
export type ShopProfile = z.infer<typeof shopProfile>

/** A profile's text in `locale`, falling back to the Chinese one (the shop's own language). */
export const shopText = (texts: ShopTexts, field: ShopTextField, locale: string): string =>
  (locale === 'en' ? texts[field].en : '') || texts[field]['zh-CN']

/** The staff screen that edits the profile; its grants decide who reads and saves it. */
export const SHOP_PROFILE_SCREEN = 'ShopProfile'
