import { asEdits, call, createRecord, MODEL, planPath, signOff, waitPlanned } from '../process-plan.ts'
import { get, OWNER_ONLY, post, PLAYERS, STAFF_READ, type Case, type MatrixEnv } from './roles.ts'

/**
 * The process-planning conversation: every call acts on one planned record of the
 * owner, made once; the owner's calls come last (ORDER), so denials meet the record as it was.
 * The record, its versions, files, card and sign-offs are read by staff too: they may sign process
 * cards, and read a card to review it; only the owner changes it.
 */
/** Signing needs the right, which customers lack, the owner included. */
const SIGNERS = { ...STAFF_READ, customer: 403 }
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
  // Dispatch waits for 审核: the SuperAdministrator signs the latest version unless it is signed.
  const reviewed = async () => {
    const id = await planned()
    const admin = env.tokens[PLAYERS.SuperAdministrator]!
    const state = (await call(env.ctx, admin, 'GET', planPath('signOffs', id))).json().data
    if (state.dispatchBlocked) await signOff(env.ctx, admin, id, state.version)
  }
  // Each signer meets a fresh, unsigned version: the owner saves one first.
  const freshVersion = async () => {
    await call(env.ctx, owner(), 'POST', await at('save'), await edit())
    return (await latest()).version
  }

  return {
    // Dispatch needs a finished plan, so it acts on the planned record too.
    'POST /api/auto-process-chat-record/update-dispatch-id/:id': {
      request: async () => {
        await reviewed()
        return post(`/api/auto-process-chat-record/update-dispatch-id/${await planned()}?dispatchId=d1`)
      },
      expect: OWNER_ONLY,
    },
    'GET /api/auto-process/:id': { request: async () => get(await at('detail')), expect: STAFF_READ },
    'GET /api/auto-process/:id/versions/:version': {
      request: async () => get(await at('version', { version: 1 })),
      expect: STAFF_READ,
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
    'GET /api/auto-process/:id/card': { request: async () => get(await at('card')), expect: STAFF_READ },
    'GET /api/auto-process/:id/card/pdf': { request: async () => get(await at('cardPdf')), expect: STAFF_READ },
    'GET /api/auto-process/:id/sign-offs': { request: async () => get(await at('signOffs')), expect: STAFF_READ },
    'POST /api/auto-process/:id/sign-offs': {
      request: async () => post(await at('signOffs'), { version: await freshVersion(), role: 'reviewer' }),
      expect: SIGNERS,
    },
    'GET /api/auto-process/:id/files/:fileId': {
      request: async () => get((await waitPlanned(env.ctx, owner(), await planned())).files[0].url),
      expect: STAFF_READ,
    },
    'GET /api/auto-process/:id/files/:fileId/mesh': {
      request: async () => get((await waitPlanned(env.ctx, owner(), await planned())).files[0].meshUrl),
      expect: STAFF_READ,
    },
  }
}
