import type { QuoteOrder, QuoteOrderLine, QuoteOrderRow } from '../../../../src/features/quote-order/api/types.ts'
import { json } from '../../support/fetch-stub.ts'

/** A success envelope, or a refusal with the server's words and HTTP status. */
export const envelope = (data: unknown, code = 200, msg = 'ok') =>
  json({ success: code === 200, code, msg, data, extraInfo: null }, code === 200 ? 200 : code)

const customer = { id: 7, username: 'acme', name: 'Ann', companyName: 'ACME' }

export function line(extra: Partial<QuoteOrderLine> = {}): QuoteOrderLine {
  return {
    lineId: 11,
    position: 1,
    partId: 5,
    partName: 'bracket',
    quoteId: 50,
    files: [],
    material: 'AL6061',
    surfaceTreatments: [],
    heatTreatments: [],
    toleranceGrade: 7,
    ra: 1.6,
    partClass: 'prismatic',
    quantity: 10,
    unitPrice: '12.00',
    unitPriceWithTax: '13.56',
    total: '120.00',
    totalWithTax: '135.60',
    quotedUnitPrice: '12.00',
    leadDays: 7,
    tier: 'standard',
    shipDate: '2026-03-10',
    deliveryDate: '2026-03-12',
    shipRisk: false,
    configId: 1,
    configName: 'Default',
    configVersion: 3,
    breakdown: [],
    pricing: [],
    reviewFlags: [],
    conflicts: [],
    adjustment: null,
    ...extra,
  }
}

export function order(extra: Partial<QuoteOrder> = {}): QuoteOrder {
  return {
    id: 3,
    number: 'QO-2026-000003',
    customer,
    status: 'draft',
    version: 1,
    currency: 'CNY',
    taxRate: '0.13',
    lines: [line()],
    total: '120.00',
    tax: '15.60',
    totalWithTax: '135.60',
    priceWithheld: false,
    approval: null,
    validUntil: '2026-12-31T00:00:00Z',
    remarks: '',
    sourceOrderId: null,
    sourceOrderNumber: null,
    actions: ['submit', 'cancel', 'remarks', 'requote'],
    pendingFlags: 0,
    shipDate: '2026-03-10',
    shipRisk: false,
    events: [],
    createTime: '2026-03-01T08:00:00Z',
    updateTime: '2026-03-01T08:00:00Z',
    ...extra,
  }
}

export function row(id: number, extra: Partial<QuoteOrderRow> = {}): QuoteOrderRow {
  return {
    id,
    number: `QO-2026-${String(id).padStart(6, '0')}`,
    status: 'draft',
    version: 1,
    customer,
    currency: 'CNY',
    lineCount: 1,
    partNames: ['bracket'],
    total: '120.00',
    totalWithTax: '135.60',
    priceWithheld: false,
    adjusted: false,
    shipDate: '2026-03-10',
    shipRisk: false,
    validUntil: '2026-12-31T00:00:00Z',
    actions: ['submit', 'cancel', 'requote'],
    createTime: '2026-03-01T08:00:00Z',
    updateTime: '2026-03-01T08:00:00Z',
    ...extra,
  }
}

export const page = <T>(rows: T[], pageIndex = 1, totalCount = rows.length, pageSize = 10) =>
  envelope({
    rows,
    pageIndex,
    pageSize,
    totalCount,
    totalPages: Math.ceil(totalCount / pageSize),
    hasPreviousPage: pageIndex > 1,
    hasNextPage: pageIndex * pageSize < totalCount,
  })

/** The query of a recorded URL as an object. */
export const queryOf = (url: string | undefined) => Object.fromEntries(new URL(url ?? '', 'http://x').searchParams)
