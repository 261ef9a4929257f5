import type { Attributes } from '../../contract/part-attributes.ts'
import { parseDelivery } from './chat-tier.ts'

/**
 * The attributes a chat sentence can change, and a deadline ("within 5 days"), which becomes a tier
 * once the part's offered tiers are known.
 */
export type CommandChanges = Pick<
  Attributes,
  'material' | 'quantity' | 'surfaceTreatments' | 'heatTreatments' | 'toleranceGrade' | 'ra' | 'tier'
> & { withinDays?: number }

// Deterministic rules for the common requests, zh and en. Each rule looks for its keyword and a
// value after an optional verb, so "数量改为100，材料换成7075" sets both.
const VERB = String.raw`\s*(?:改为|改成|改到|换成|换为|设为|设置为|调整为|变为|变成|用|为|是|to|=|:|is)?\s*`
const NONE = /^(?:无|不要|不需要|去掉|取消|none|no|without)$/i
const SPLIT = /\s*(?:\+|、|和|及|与|\band\b|&)\s*/i

function treatments(raw: string | undefined): string[] | undefined {
  if (raw === undefined) return undefined
  const text = raw.trim().replace(/[。.!！]+$/, '')
  if (NONE.test(text)) return []
  return text
    .split(SPLIT)
    .map((t) => t.trim())
    .filter(Boolean)
    .slice(0, 10)
}

/** Returns only what the sentence asks to change; an empty object means "not understood". */
export function parseCommand(input: string): CommandChanges {
  const text = input.normalize('NFKC').trim()
  const out: CommandChanges = {}
  const quantity =
    text.match(new RegExp(String.raw`(?:数量|件数|quantity|qty)${VERB}(\d{1,7})`, 'i')) ??
    text.match(/(?:^|[^\w.])(\d{1,7})\s*(?:件|个(?!\s*工作)|套|pcs|pieces|parts)\b/i) ??
    text.match(/(?:^|[^\w.])(\d{1,7})\s*(?:件|个(?!\s*(?:工作|天|日))|套)/)
  if (quantity) out.quantity = Number(quantity[1])

  const material = text.match(
    new RegExp(
      String.raw`(?:材料|材质|material)${VERB}([A-Za-z0-9#\-.\u4e00-\u9fa5]+?)(?=$|[\s,，;；。!！]|吧|呢|的)`,
      'i',
    ),
  )
  if (material?.[1]) out.material = material[1]

  if (/(?:不要|无需|去掉|取消|无)\s*表面处理|no\s+surface\s+(?:treatment|finish)/i.test(text))
    out.surfaceTreatments = []
  else {
    const surface = text.match(
      new RegExp(String.raw`(?:表面处理|surface\s*(?:treatment|finish)|finish)${VERB}([^,，;；。]+)`, 'i'),
    )
    const list = treatments(surface?.[1])
    if (list) out.surfaceTreatments = list
  }
  if (/(?:不要|无需|去掉|取消|无)\s*热处理|no\s+heat\s+treatment/i.test(text)) out.heatTreatments = []
  else {
    const heat = text.match(new RegExp(String.raw`(?:热处理|heat\s*treatment)${VERB}([^,，;；。]+)`, 'i'))
    const list = treatments(heat?.[1])
    if (list) out.heatTreatments = list
  }

  const grade =
    text.match(
      new RegExp(
        String.raw`(?:公差|精度|tolerance)(?:等级|grade)?${VERB}(?:IT\s*|[A-Za-z]{1,2})?(\d{1,2})(?!\d|\.)`,
        'i',
      ),
    ) ?? text.match(/\bIT\s*(\d{1,2})\b/i)
  if (grade && Number(grade[1]) >= 1 && Number(grade[1]) <= 18) out.toleranceGrade = Number(grade[1])

  const ra =
    text.match(/\bRa\s*[=:：]?\s*(\d+(?:\.\d+)?)/i) ??
    text.match(new RegExp(String.raw`(?:粗糙度|roughness)${VERB}(?:Ra\s*)?(\d+(?:\.\d+)?)`, 'i'))
  if (ra && Number(ra[1]) > 0 && Number(ra[1]) <= 100) out.ra = Number(ra[1])
  return { ...out, ...parseDelivery(text) }
}

export const isEmptyChange = (c: CommandChanges) => Object.values(c).every((v) => v === undefined)
