import type { LeadTime } from '../../../../contract/lead-time.ts'
import type { Choice, PricingOptions } from '../../../../contract/part-attributes.ts'
import { json, type FetchCall } from '../../support/fetch-stub.ts'

/** A success envelope around `data`. */
export const envelope = (data: unknown, code = 200, msg = 'ok') =>
  json({ success: code === 200, code, msg, data, extraInfo: null })

/** A file of `size` bytes. */
export const file = (name: string, size = 10) => new File([new Uint8Array(size)], name)

/** A part as the API answers it, priced at `total`. */
export function part(partId: number, total = '100.00', quantity = 1) {
  return {
    partId,
    taskId: 't1',
    chatRecordId: 9,
    name: `p${partId}`,
    status: 'done',
    error: null,
    files: [
      {
        fileId: 1,
        name: 'p.step',
        kind: '3d',
        format: 'step',
        size: 10,
        primary: true,
        url: '/api/cnc/partcosts/file/1',
      },
    ],
    geometry: null,
    drawing: null,
    attributes: {},
    quote: {
      quoteId: 1,
      priced: true,
      complete: true,
      currency: 'CNY',
      quantity,
      material: 'AL6061',
      unitPrice: total,
      unitPriceWithTax: total,
      total,
      totalWithTax: total,
      breakdown: [
        {
          key: 'material',
          label: 'Material',
          amount: '10.00',
          formula: 'm',
          inputs: [{ name: 'material', value: 'AL6061', source: 'default' }],
        },
      ],
      adjustments: [],
      quantityBreaks: [],
      reviewFlags: [],
      overrides: {},
    },
  }
}

/**
 * The shop's choices once loaded, in CNY: aluminium 6061 (the default) and `other` as materials,
 * and no treatments, grades or roughness to pick from.
 */
export function pricingOptions(other: Choice): { status: 'ready'; options: PricingOptions } {
  return {
    status: 'ready',
    options: {
      currency: 'CNY',
      defaultMaterial: 'AL6061',
      materials: [{ key: 'AL6061', name: '铝合金 6061' }, other],
      surfaceTreatments: [],
      heatTreatments: [],
      toleranceGrades: [],
      raValues: [],
    },
  }
}

/** Routes stubbed fetch calls by URL fragment; the first matching route answers. */
export function router(routes: [string, (call: FetchCall) => Response | Promise<Response>][]) {
  return (call: FetchCall) => {
    const hit = routes.find(([fragment]) => call.url.includes(fragment))
    if (!hit) throw new Error(`unexpected request ${call.url}`)
    return hit[1](call)
  }
}

/** A tier as offered: its ship date (delivery two days later) and unit price. */
const offer = (tier: string, days: number, shipDate: string, deliveryDate: string, unitPrice: string, factor = 0) => ({
  tier,
  days,
  shipDate,
  deliveryDate,
  priceFactor: factor,
  unitPrice,
  unitPriceWithTax: unitPrice,
  total: unitPrice,
})

/**
 * A part's lead time, Friday 27 November 2026: standard ships Thursday 3 December, the anodizing
 * its bottleneck and the machining queued two days; rush is refused (the capacity gives 6 days
 * where it promises 5).
 */
export function leadTime(): LeadTime {
  return {
    tier: 'standard',
    tierSource: 'default',
    days: 8,
    startDate: '2026-11-27',
    shipDate: '2026-12-03',
    deliveryDate: '2026-12-07',
    segments: [
      { kind: 'material', key: 'AL6061', days: 0 },
      { kind: 'machining', key: 'vmc3', days: 3, minutes: 900, waitDays: 2 },
      { kind: 'treatment', key: 'ANODIZE_CLEAR', days: 5 },
      { kind: 'inspection', key: null, days: 1 },
      { kind: 'shipping', key: null, days: 2 },
    ],
    bottleneck: 2,
    offered: [
      offer('economy', 13, '2026-12-10', '2026-12-14', '95.00', -0.05),
      offer('standard', 8, '2026-12-03', '2026-12-07', '100.00'),
    ],
    refused: [{ tier: 'rush', days: 6, maxDays: 5 }],
  }
}
