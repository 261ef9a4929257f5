import { multipart } from '../multipart.ts'
import { filePart, fixtureBytes, upload, waitTask } from '../quoting.ts'
import {
  del,
  get,
  OWNER_ONLY,
  OWNER_WRITE,
  post,
  put,
  SIGNED_IN,
  STAFF_ONLY,
  STAFF_READ,
  type Case,
  type MatrixEnv,
} from './roles.ts'

/** Parts, their analysis tasks and files; quote configurations and cost tables (staff). */
export function quotingCases(env: MatrixEnv): Record<string, Case> {
  const q = () => env.quote
  const config = (path = '') => `/api/quote-config/${env.defaultConfigId}${path}`
  // The shared part is an STL, which has no server mesh: a STEP part of the owner's, made once.
  let stepFile: Promise<number> | undefined
  const meshedFileId = () =>
    (stepFile ??= (async () => {
      const files = [filePart('block.step', fixtureBytes('3d/features/block.step'))]
      const up = (await upload(env.ctx, env.tokens.acme!, files)).json().data
      await waitTask(env.ctx, env.tokens.acme!, up.taskId)
      return up.parts[0].files[0].fileId as number
    })())
  return {
    // Into the owner's chat record: adding files to someone else's conversation is refused like reading it.
    'POST /api/cnc/partcosts/v3/upload': {
      request: async () => {
        const form = multipart([
          { name: 'chatRecordId', data: Buffer.from(String(await env.fx.chatRecord())) },
          filePart('m.stl', fixtureBytes('3d/stl/fuji_obj.stl')),
        ])
        return { method: 'POST', url: '/api/cnc/partcosts/v3/upload', headers: form.headers, payload: form.body }
      },
      expect: OWNER_ONLY,
    },
    'GET /api/cnc/partcosts/task/:taskId': {
      request: () => get(`/api/cnc/partcosts/task/${q().taskId}`),
      expect: STAFF_READ,
    },
    'POST /api/cnc/partcosts/task/:taskId/cancel': {
      request: () => post(`/api/cnc/partcosts/task/${q().taskId}/cancel`),
      expect: OWNER_WRITE,
    },
    'GET /api/cnc/partcosts/part/:partId': {
      request: () => get(`/api/cnc/partcosts/part/${q().partId}`),
      expect: STAFF_READ,
    },
    'POST /api/cnc/partcosts/part/:partId/reprice': {
      request: () => post(`/api/cnc/partcosts/part/${q().partId}/reprice`, { quantity: 3 }),
      expect: OWNER_WRITE,
    },
    // How a part is made sets its price: only a caller who may review quotes opens its process card.
    'POST /api/cnc/partcosts/part/:partId/process-card': {
      request: () => post(`/api/cnc/partcosts/part/${q().partId}/process-card`),
      expect: STAFF_ONLY,
    },
    'GET /api/cnc/partcosts/get-drawing-pos-info': {
      request: () => get(`/api/cnc/partcosts/get-drawing-pos-info?partId=${q().partId}`),
      expect: STAFF_READ,
    },
    'GET /api/cnc/partcosts/file/:fileId': {
      request: () => get(`/api/cnc/partcosts/file/${q().fileId}`),
      expect: STAFF_READ,
    },
    'GET /api/cnc/partcosts/file/:fileId/mesh': {
      request: async () => get(`/api/cnc/partcosts/file/${await meshedFileId()}/mesh`),
      expect: STAFF_READ,
    },
    'GET /api/cnc/partcosts/options': { request: () => get('/api/cnc/partcosts/options'), expect: SIGNED_IN },
    'PUT /api/cnc/partcosts/batch/download': {
      request: () => put('/api/cnc/partcosts/batch/download', { partIds: [q().partId] }),
      expect: STAFF_READ,
    },

    'GET /api/quote-config/list': { request: () => get('/api/quote-config/list'), expect: STAFF_ONLY },
    'GET /api/quote-config/defaults': { request: () => get('/api/quote-config/defaults'), expect: STAFF_ONLY },
    'GET /api/quote-config/:id': { request: () => get(config()), expect: STAFF_ONLY },
    'GET /api/quote-config/:id/versions': { request: () => get(config('/versions')), expect: STAFF_ONLY },
    'GET /api/quote-config/:id/versions/:version': { request: () => get(config('/versions/1')), expect: STAFF_ONLY },
    'POST /api/quote-config': {
      request: () => post('/api/quote-config', { name: env.fx.unique('created ') }),
      expect: STAFF_ONLY,
    },
    // Writes act on a configuration of their own, so one role's change cannot decide the next role's answer.
    'PUT /api/quote-config/:id': {
      request: async () => put(`/api/quote-config/${await env.fx.quoteConfig()}`, { description: 'edited' }),
      expect: STAFF_ONLY,
    },
    'PUT /api/quote-config/:id/sections/:section': {
      request: async () => {
        const id = await env.fx.quoteConfig()
        const current = await env.ctx.request({
          ...get(`/api/quote-config/${id}`),
          headers: env.ctx.auth(env.tokens.admin!),
        })
        return put(`/api/quote-config/${id}/sections/other`, current.json().data.version.config.other)
      },
      expect: STAFF_ONLY,
    },
    'POST /api/quote-config/:id/copy': {
      request: () => post(config('/copy'), { name: env.fx.unique('copy ') }),
      expect: STAFF_ONLY,
    },
    'POST /api/quote-config/:id/set-default': {
      request: async () => post(`/api/quote-config/${await env.fx.quoteConfig()}/set-default`),
      expect: STAFF_ONLY,
    },
    'POST /api/quote-config/:id/status': {
      request: async () => post(`/api/quote-config/${await env.fx.quoteConfig()}/status`, { enabled: false }),
      expect: STAFF_ONLY,
    },
    'DELETE /api/quote-config/:id': {
      request: async () => del(`/api/quote-config/${await env.fx.quoteConfig()}`),
      expect: STAFF_ONLY,
    },

    'GET /api/cost/:table/list': { request: () => get('/api/cost/materials/list'), expect: STAFF_ONLY },
    'POST /api/cost/:table': {
      request: () => post('/api/cost/machines', { key: env.fx.unique('MILL'), rate: 120, setupMin: 20 }),
      expect: STAFF_ONLY,
    },
    'PUT /api/cost/:table/:key': {
      request: async () => put(`/api/cost/materials/${await env.fx.material()}`, { priceKg: 31 }),
      expect: STAFF_ONLY,
    },
    'DELETE /api/cost/:table/:key': {
      request: async () => del(`/api/cost/materials/${await env.fx.material()}`),
      expect: STAFF_ONLY,
    },
    'GET /api/cost/:table/export': { request: () => get('/api/cost/materials/export'), expect: STAFF_ONLY },
  }
}
