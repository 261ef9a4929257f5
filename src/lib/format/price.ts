import { formatPrice } from '../../../contract/format/money.ts'
import { $locale } from '../i18n/index.ts'

/**
 * An amount of money in the reader's language, the one money style of every screen: "¥1,525,150.00"
 * in Chinese, "CN¥1,525,150.00" in English (formatPrice). Components re-render on a language
 * change through useT, so reading the language here keeps them current.
 */
export const priceText = (value: unknown, currency: string | null | undefined): string =>
  formatPrice(value, currency ?? '', $locale.get())
