import { describe, expect, it } from 'vitest'
import { CHAT_RECORD_API, COST_API, QUOTE_ORDER_API } from '../../../contract/api-paths.ts'
import { fillPath } from '../../../contract/fill-path.ts'

describe('fillPath', () => {
  it('fills every :name segment of a route path', () => {
    expect(fillPath(QUOTE_ORDER_API.adjust, { id: 7, lineId: 12 })).toBe('/api/quote-order/7/lines/12/adjust')
    expect(fillPath(COST_API.row, { table: 'materials', key: 'AL6061' })).toBe('/api/cost/materials/AL6061')
  })

  it('encodes each value, so a key with a slash or a space stays one segment', () => {
    expect(fillPath(COST_API.row, { table: 'materials', key: 'a/b c' })).toBe('/api/cost/materials/a%2Fb%20c')
    expect(fillPath(CHAT_RECORD_API.messages, { id: '1?x' })).toBe('/api/chatrecord/1%3Fx/messages')
  })

  it('leaves a path without segments as it is', () => {
    expect(fillPath(QUOTE_ORDER_API.list, {})).toBe('/api/quote-order/list')
  })
})
