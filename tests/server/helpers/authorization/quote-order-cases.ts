import {
  del,
  get,
  OWNER_WRITE,
  PLAYERS,
  post,
  put,
  SIGNED_IN,
  STAFF_ONLY,
  STAFF_READ,
  type Case,
  type MatrixEnv,
} from './roles.ts'

/**
 * Quote orders: each row acts on a fresh order of the owner (made through the API), so a denial is
 * a real denial. Life-cycle moves are owner-side (staff 403), review edits staff-only, reading
 * open to staff; another customer never learns an order exists (404).
 */
export function quoteOrderCases(env: MatrixEnv): Record<string, Case> {
  const base = '/api/quote-order'
  const asOwner = async (method: 'GET' | 'POST', url: string, payload?: object) => {
    const res = await env.ctx.request({
      method,
      url,
      headers: env.ctx.auth(env.tokens[PLAYERS.customer]!),
      ...(payload ? { payload } : {}),
    })
    if (res.statusCode !== 200) throw new Error(`quote order fixture ${method} ${url} failed: ${res.body}`)
    return res.json().data as { id: number; version: number; lines: { lineId: number }[] }
  }
  /** A draft of the owner's analysed part, or that draft submitted for review. */
  const draft = () => asOwner('POST', `${base}/create`, { partIds: [env.quote.partId] })
  const submitted = async () => {
    const o = await draft()
    return asOwner('POST', `${base}/${o.id}/move`, { action: 'submit', version: o.version })
  }
  /** A disabled approval rule made by the SuperAdministrator, for a row to change or remove. */
  const disabledRule = async () => {
    const res = await env.ctx.request({
      method: 'POST',
      url: `${base}/approval-rules`,
      headers: env.ctx.auth(env.tokens[PLAYERS.SuperAdministrator]!),
      payload: { kind: 'amount', threshold: '1', steps: 1, enabled: false },
    })
    return res.json().data as { id: number }
  }
  return {
    'GET /api/quote-order/list': { request: () => get(`${base}/list`), expect: SIGNED_IN },
    'POST /api/quote-order/create': {
      request: () => post(`${base}/create`, { partIds: [env.quote.partId] }),
      expect: OWNER_WRITE,
    },
    'GET /api/quote-order/:id': { request: async () => get(`${base}/${(await draft()).id}`), expect: STAFF_READ },
    'POST /api/quote-order/:id/move': {
      request: async () => {
        const o = await draft()
        return post(`${base}/${o.id}/move`, { action: 'submit', version: o.version })
      },
      expect: OWNER_WRITE,
    },
    'POST /api/quote-order/:id/lines/:lineId/adjust': {
      request: async () => {
        const o = await submitted()
        return post(`${base}/${o.id}/lines/${o.lines[0]!.lineId}/adjust`, {
          version: o.version,
          unitPrice: '88.00',
          reason: 'matrix',
        })
      },
      expect: STAFF_ONLY,
    },
    'POST /api/quote-order/:id/lines/:lineId/clear-flags': {
      request: async () => {
        const o = await submitted()
        return post(`${base}/${o.id}/lines/${o.lines[0]!.lineId}/clear-flags`, { version: o.version })
      },
      expect: STAFF_ONLY,
    },
    'POST /api/quote-order/:id/remarks': {
      request: async () => {
        const o = await draft()
        return post(`${base}/${o.id}/remarks`, { version: o.version, remarks: 'matrix' })
      },
      expect: OWNER_WRITE,
    },
    'POST /api/quote-order/:id/requote': {
      request: async () => post(`${base}/${(await draft()).id}/requote`),
      expect: OWNER_WRITE,
    },
    'GET /api/quote-order/:id/xlsx': {
      request: async () => get(`${base}/${(await draft()).id}/xlsx`),
      expect: STAFF_READ,
    },
    'GET /api/quote-order/:id/pdf': {
      request: async () => get(`${base}/${(await draft()).id}/pdf`),
      expect: STAFF_READ,
    },
    'GET /api/quote-order/xlsx': {
      request: async () => get(`${base}/xlsx?ids=${(await draft()).id}`),
      expect: STAFF_READ,
    },
    'GET /api/quote-order/compare': {
      request: async () => get(`${base}/compare?ids=${(await draft()).id},${(await draft()).id}`),
      expect: STAFF_READ,
    },
    'GET /api/quote-order/products': { request: () => get(`${base}/products`), expect: SIGNED_IN },
    'GET /api/quote-order/statistics': { request: () => get(`${base}/statistics`), expect: STAFF_ONLY },
    'GET /api/quote-order/statistics/xlsx': { request: () => get(`${base}/statistics/xlsx`), expect: STAFF_ONLY },
    'GET /api/quote-order/approval-rules': { request: () => get(`${base}/approval-rules`), expect: STAFF_ONLY },
    'POST /api/quote-order/approval-rules': {
      // Disabled, so the rule routes no other row's quote.
      request: () => post(`${base}/approval-rules`, { kind: 'amount', threshold: '1', steps: 1, enabled: false }),
      expect: STAFF_ONLY,
    },
    'PUT /api/quote-order/approval-rules/:ruleId': {
      request: async () =>
        put(`${base}/approval-rules/${(await disabledRule()).id}`, {
          kind: 'amount',
          threshold: '2',
          steps: 2,
          enabled: false,
        }),
      expect: STAFF_ONLY,
    },
    'DELETE /api/quote-order/approval-rules/:ruleId': {
      request: async () => del(`${base}/approval-rules/${(await disabledRule()).id}`),
      expect: STAFF_ONLY,
    },
    'POST /api/quote-order/:id/approval': {
      // An order without an approval round: a holder of the 审核 right reaches the service's 409,
      // anyone without it is refused first (403), another customer never learns it exists.
      request: async () => {
        const o = await submitted()
        return post(`${base}/${o.id}/approval`, { version: o.version, step: 'check', decision: 'approve', opinion: '' })
      },
      expect: {
        ...STAFF_ONLY,
        customer: 403,
        otherCustomer: 404,
        Auditor: 409,
        Administrator: 409,
        SuperAdministrator: 409,
      },
    },
  }
}
