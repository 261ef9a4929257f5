import { asEdits, createRecord, MODEL, planPath, waitPlanned } from '../process-plan.ts'
import { get, OWNER_ONLY, post, PLAYERS, type Case, type MatrixEnv } from './roles.ts'

/**
 * The process-planning conversation: every call acts on one planned record of the
 * owner, made once; the owner's calls come last (ORDER), so denials meet the record as it was.
 */
export function processPlanCases(env: MatrixEnv): Record<string, Case> {
  let record: Promise<number> | undefined
  const owner = () => env.tokens[PLAYERS.customer]!
  const planned = () =>
    (record ??= (async () => {
      const created = (await createRecord(env.ctx, owner(), [MODEL()])).json().data
      await waitPlanned(env.ctx, owner(), created.id)
      return created.id as number
    })())
  const latest = async () => (await waitPlanned(env.ctx, owner(), await planned())).route
  const edit = async () => {
    const route = await latest()
    return { baseVersion: route.version, operations: asEdits(route.operations) }
  }
  const at = async (key: Parameters<typeof planPath>[0], extra?: Record<string, number>) =>
    planPath(key, await planned(), extra)

  return {
    // Dispatch needs a finished plan, so it acts on the planned record too.
    'POST /api/auto-process-chat-record/update-dispatch-id/:id': {
      request: async () => post(`/api/auto-process-chat-record/update-dispatch-id/${await planned()}?dispatchId=d1`),
      expect: OWNER_ONLY,
    },
    'GET /api/auto-process/:id': { request: async () => get(await at('detail')), expect: OWNER_ONLY },
    'GET /api/auto-process/:id/versions/:version': {
      request: async () => get(await at('version', { version: 1 })),
      expect: OWNER_ONLY,
    },
    'POST /api/auto-process/:id/route': {
      request: async () => post(await at('save'), await edit()),
      expect: OWNER_ONLY,
    },
    'POST /api/auto-process/:id/validate': {
      request: async () => post(await at('validate'), await edit()),
      expect: OWNER_ONLY,
    },
    'POST /api/auto-process/:id/command': {
      request: async () => post(await at('command'), { baseVersion: (await latest()).version, text: 'matrix?' }),
      expect: OWNER_ONLY,
    },
    'POST /api/auto-process/:id/replan': { request: async () => post(await at('replan')), expect: OWNER_ONLY },
    'POST /api/auto-process/:id/cancel': { request: async () => post(await at('cancel')), expect: OWNER_ONLY },
    'GET /api/auto-process/:id/card': { request: async () => get(await at('card')), expect: OWNER_ONLY },
    'GET /api/auto-process/:id/files/:fileId': {
      request: async () => get((await waitPlanned(env.ctx, owner(), await planned())).files[0].url),
      expect: OWNER_ONLY,
    },
    'GET /api/auto-process/:id/files/:fileId/mesh': {
      request: async () => get((await waitPlanned(env.ctx, owner(), await planned())).files[0].meshUrl),
      expect: OWNER_ONLY,
    },
  }
}
