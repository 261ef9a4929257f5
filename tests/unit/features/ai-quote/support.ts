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

/** Routes stubbed fetch calls by URL fragment; the first matching route answers. */
export function router(routes: [string, (call: FetchCall) => Response | Promise<Response>][]) {
  return (call: FetchCall) => {
    const hit = routes.find(([fragment]) => call.url.includes(fragment))
    if (!hit) throw new Error(`unexpected request ${call.url}`)
    return hit[1](call)
  }
}
