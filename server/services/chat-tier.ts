import type { LeadOption } from '../../contract/lead-time.ts'

// The delivery a chat sentence asks for, zh and en: a tier by name ("加急", "rush", "经济", "标准")
// or a deadline ("3 天内交货", "within 5 days", "5个工作日内"), which chooses among the tiers the
// shop offers for the part.

/** Names of the shop's starting tiers; the calm words come first, so "不急" is not read as "急". */
const NAMED: [RegExp, string][] = [
  [/不急|不着急|经济|economy|no\s+rush|not\s+urgent|cheapest\s+delivery/i, 'economy'],
  [/加急|急件|特急|紧急|\brush\b|\bexpedite[ds]?\b|\burgent\b|\basap\b/i, 'rush'],
  [/标准(?:交期|交货|档)?|正常交期|\bstandard\b/i, 'standard'],
]

const WITHIN = [
  /(\d{1,3})\s*(?:个)?\s*(?:工作日|工作天|天|日)\s*(?:之内|以内|内)/,
  /交期\s*(?:改为|要|为|是)?\s*(\d{1,3})\s*(?:个)?\s*(?:工作日|天)/,
  /\bwithin\s+(\d{1,3})\s*(?:working\s+|business\s+)?days?\b/i,
  /\bin\s+(\d{1,3})\s*(?:working\s+|business\s+)?days?\b/i,
]

/** The tier a sentence names, or the number of days it must arrive within; nothing when it asks neither. */
export function parseDelivery(text: string): { tier?: string; withinDays?: number } {
  for (const re of WITHIN) {
    const m = text.match(re)
    if (m && Number(m[1]) >= 1) return { withinDays: Number(m[1]) }
  }
  const named = NAMED.find(([re]) => re.test(text))
  return named ? { tier: named[1] } : {}
}

/**
 * The tier for "within N days": the cheapest offered tier whose working days to delivery are at
 * most N (the faster one when two cost the same); when none is, the fastest one, to say so.
 */
export function tierWithin(
  offered: readonly LeadOption[],
  days: number,
): { tier: LeadOption; met: true } | { tier: LeadOption | undefined; met: false } {
  const meeting = offered.filter((o) => o.days <= days).sort((a, b) => a.priceFactor - b.priceFactor || a.days - b.days)
  if (meeting[0]) return { tier: meeting[0], met: true }
  const fastest = [...offered].sort((a, b) => a.days - b.days || a.priceFactor - b.priceFactor)[0]
  return { tier: fastest, met: false }
}
