import { selectPlurals } from '../../contract/format/plural.ts'
import { en, zhCN, type MessageKey } from './messages.ts'

export type Locale = 'zh-CN' | 'en'
export type MessageParams = Record<string, string | number>

const catalogs: Record<Locale, Record<MessageKey, string>> = { 'zh-CN': zhCN, en }

/**
 * Picks the best supported locale from an Accept-Language header, honouring q-values.
 * Anything unrecognised falls back to zh-CN, the product's default language.
 */
export function pickLocale(header: string | undefined): Locale {
  if (!header) return 'zh-CN'
  const ranked = header
    .split(',')
    .map((part, order) => {
      const [tag = '', ...params] = part.trim().split(';')
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='))
      const weight = q ? Number(q.slice(2)) : 1
      return { tag: tag.toLowerCase(), weight: Number.isFinite(weight) ? weight : 0, order }
    })
    .filter((r) => r.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.order - b.order)
  for (const { tag } of ranked) {
    if (tag === 'en' || tag.startsWith('en-')) return 'en'
    if (tag === 'zh' || tag.startsWith('zh-')) return 'zh-CN'
  }
  return 'zh-CN'
}

export function translate(locale: Locale, key: MessageKey, params: MessageParams = {}): string {
  // Plural blocks first (ICU order): a branch may hold placeholders of its own.
  const template = selectPlurals(catalogs[locale][key], params, locale)
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole))
}
