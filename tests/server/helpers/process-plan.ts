import { existsSync, readdirSync } from 'node:fs'
import type { InjectOptions } from 'fastify'
import { PROCESS_PLAN_API } from '../../../contract/process-plan.ts'
import type { TestContext } from './context.ts'
import { multipart, type Part } from './multipart.ts'
import { DRAWING_PDF, fieldPart, filePart, fixtureBytes } from './quoting.ts'

// Calls of the process-planning conversation, for tests/server/process-plan.test.ts.

export const MODEL = () => filePart('block.step', fixtureBytes('3d/features/block.step'))
export const DRAWING = () => filePart('block.pdf', DRAWING_PDF)
export { fieldPart }

/** A PROCESS_PLAN_API path with the record id (and version) filled in. */
export const planPath = (key: keyof typeof PROCESS_PLAN_API, id: number, extra: Record<string, number> = {}) =>
  Object.entries({ id, ...extra }).reduce<string>(
    (path, [name, value]) => path.replace(`:${name}`, String(value)),
    PROCESS_PLAN_API[key],
  )

export function createRecord(ctx: TestContext, token: string, parts: Part[], lang = 'zh-CN') {
  const form = multipart(parts)
  return ctx.request({
    method: 'POST',
    url: '/api/auto-process-chat-record/create',
    headers: { ...ctx.auth(token), ...form.headers, 'accept-language': lang },
    payload: form.body,
  })
}

export function call(
  ctx: TestContext,
  token: string,
  method: InjectOptions['method'],
  url: string,
  payload?: unknown,
  lang = 'zh-CN',
) {
  return ctx.request({
    method,
    url,
    headers: { ...ctx.auth(token), 'accept-language': lang },
    ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }),
  })
}

/** Polls the record's detail like the client (but faster) until its analysis finished. */
export async function waitPlanned(ctx: TestContext, token: string, id: number, lang = 'zh-CN', tries = 600) {
  for (let i = 0; i < tries; i++) {
    const data = (await call(ctx, token, 'GET', planPath('detail', id), undefined, lang)).json().data
    if (data && (data.status === 'done' || data.status === 'failed')) return data
    await new Promise((r) => setTimeout(r, 100))
  }
  throw new Error(`process record ${id} did not finish`)
}

/** The operations of a route as the editor sends them back. */
export const asEdits = (operations: Record<string, unknown>[]) =>
  operations.map((op) => ({
    id: op.id,
    craftCode: op.craftCode,
    equipmentCode: op.equipmentCode,
    toolCodes: op.toolCodes,
    setup: op.setup,
    timeMin: op.timeMin,
    note: op.note,
  }))

export const filesUnder = (dir: string) =>
  existsSync(dir) ? readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).length : 0

/** The smallest model the upload accepts: one triangle, planned in a moment. */
export const TINY_STL = (name = 'tiny.stl') =>
  filePart(
    name,
    'solid t\nfacet normal 0 0 1\n outer loop\n  vertex 0 0 0\n  vertex 10 0 0\n  vertex 0 10 0\n endloop\nendfacet\nendsolid t\n',
  )

/** The route with its packaging moved to the front: every later operation breaks the order. */
export const packagingFirst = (operations: Record<string, unknown>[]) => {
  const at = operations.findIndex((o) => o.stage === 'packaging')
  return asEdits([operations[at]!, ...operations.filter((_, i) => i !== at)])
}

/** Signs 审核 (or `role`) of a record's version as `token`, the way dispatch requires. */
export function signOff(ctx: TestContext, token: string, id: number, version: number, role = 'reviewer', opinion = '') {
  return call(ctx, token, 'POST', planPath('signOffs', id), { version, role, opinion }, 'en')
}
