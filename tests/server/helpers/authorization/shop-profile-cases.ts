import { multipart, PNG_1X1 } from '../multipart.ts'
import { del, get, PLAYERS, put, STAFF_ONLY, type Case, type MatrixEnv } from './roles.ts'

const PROFILE = '/api/shop-profile'
const SEAL = `${PROFILE}/images/seal`
const texts = Object.fromEntries(
  ['name', 'address', 'paymentTerms', 'deliveryPlace', 'freightTerms'].map((f) => [f, { 'zh-CN': f, en: f }]),
)

/** The shop profile the paperwork prints: staff's alone, read and written. */
export function shopProfileCases(env: MatrixEnv): Record<string, Case> {
  const sealForm = () => multipart([{ name: 'file', filename: 'seal.png', contentType: 'image/png', data: PNG_1X1 }])
  return {
    'GET /api/shop-profile': { request: () => get(PROFILE), expect: STAFF_ONLY },
    'PUT /api/shop-profile': {
      request: () => put(PROFILE, { texts, phone: '0512-1', invoiceType: 'ordinary' }),
      expect: STAFF_ONLY,
    },
    'POST /api/shop-profile/images/:kind': {
      request: () => {
        const form = sealForm()
        return { method: 'POST', url: SEAL, headers: form.headers, payload: form.body }
      },
      expect: STAFF_ONLY,
    },
    'GET /api/shop-profile/images/:kind': {
      // A seal is there to read whatever ran before: staff upload one first.
      request: async () => {
        const form = sealForm()
        const headers = { ...env.ctx.auth(env.tokens[PLAYERS.SuperAdministrator]!), ...form.headers }
        const res = await env.ctx.request({ method: 'POST', url: SEAL, headers, payload: form.body })
        if (res.statusCode !== 200) throw new Error(`seal fixture failed: ${res.body}`)
        return get(SEAL)
      },
      expect: STAFF_ONLY,
    },
    'DELETE /api/shop-profile/images/:kind': { request: () => del(SEAL), expect: STAFF_ONLY },
  }
}
