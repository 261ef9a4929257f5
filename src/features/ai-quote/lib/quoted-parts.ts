import type { Part } from '../api/types.ts'

/** A priced part as `quote-created` tells the host: the tier it is priced at and its promised dates. */
export interface QuotedPart {
  partId: number
  /** The delivery tier's key; null when the part could not be priced. */
  tier: string | null
  /** Working days to delivery. */
  days: number | null
  /** YYYY-MM-DD, the shop's calendar: the parts leave the shop. */
  shipDate: string | null
  /** YYYY-MM-DD: the parts arrive. */
  deliveryDate: string | null
}

/** What `quote-created` says of the parts of an upload: each with its dates, and when all of them ship and arrive. */
export interface QuotedDates {
  parts: QuotedPart[]
  /** The latest ship date of the priced parts (the upload has left by then); null when none is priced. */
  shipDate: string | null
  deliveryDate: string | null
}

// YYYY-MM-DD strings order as the dates they stand for.
const latest = (days: (string | null)[]) =>
  days.reduce<string | null>((last, d) => (d !== null && (last === null || d > last) ? d : last), null)

/** The promised dates of an upload's parts, from their loaded answers (a part not loaded has none). */
export function quotedDates(partIds: readonly number[], partOf: (id: number) => Part | undefined): QuotedDates {
  const parts = partIds.map((partId): QuotedPart => {
    const lead = partOf(partId)?.quote?.leadTime
    return lead
      ? { partId, tier: lead.tier, days: lead.days, shipDate: lead.shipDate, deliveryDate: lead.deliveryDate }
      : { partId, tier: null, days: null, shipDate: null, deliveryDate: null }
  })
  return {
    parts,
    shipDate: latest(parts.map((p) => p.shipDate)),
    deliveryDate: latest(parts.map((p) => p.deliveryDate)),
  }
}
