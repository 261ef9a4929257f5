import type { InjectOptions } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestContext, PASSWORD, type TestContext } from './helpers/context.ts'
import { multipart, PNG_1X1 } from './helpers/multipart.ts'

/**
 * Every protected route × every role (plus a company main account) × own and someone else's data,
 * and anonymous callers. Records are owner-only for every role, admins included: someone else's
 * record answers 404 so its existence does not leak.
 */
const ACTORS = ['admin', 'subadmin', 'auditor', 'customer', 'acme'] as const
type Actor = (typeof ACTORS)[number]
/** Owns the "someone else's" records; never acts. */
const VICTIM = 'acme-engineer'

let ctx: TestContext
const tokens = {} as Record<Actor | typeof VICTIM, string>
const ids = {} as Record<Actor | typeof VICTIM, { chat: number; auto: number }>
let acmeBuyerId: number

async function seedRecords(owner: Actor | typeof VICTIM) {
  const headers = ctx.auth(tokens[owner])
  const chat = await ctx.request({ method: 'POST', url: '/api/chatrecord/create', headers, payload: { name: `${owner} chat` } })
  const form = multipart([{ name: 'name', data: Buffer.from(`${owner} auto`) }])
  const auto = await ctx.request({ method: 'POST', url: '/api/auto-process-chat-record/create', headers: { ...headers, ...form.headers }, payload: form.body })
  ids[owner] = { chat: chat.json().data.id, auto: auto.json().data.id }
}

beforeAll(async () => {
  ctx = await createTestContext()
  for (const user of [...ACTORS, VICTIM] as const) {
    tokens[user] = await ctx.login(user)
    await seedRecords(user)
  }
  const subs = await ctx.request({ method: 'GET', url: '/api/account/sub-users', headers: ctx.auth(tokens.acme) })
  acmeBuyerId = subs.json().data.find((u: { username: string }) => u.username === 'acme-buyer').id
})
afterAll(() => ctx.close())

interface Case {
  name: string
  /** Request on the actor's own data (or no data) — expected to succeed. */
  own(actor: Actor): InjectOptions
  /** Request on the victim's data — expected 404; omitted when the route has no per-record data. */
  other?(actor: Actor): InjectOptions
  /** Actors for which "own" is not applicable and must answer 404 instead (sub-user-login). */
  ownNotFoundFor?: Actor[]
}

const avatarForm = () => multipart([{ name: 'file', filename: 'a.png', contentType: 'image/png', data: PNG_1X1 }])
const autoForm = () => multipart([{ name: 'name', data: Buffer.from('matrix') }])

const CASES: Case[] = [
  { name: 'GET get-current-user-info', own: () => ({ method: 'GET', url: '/api/account/get-current-user-info' }) },
  { name: 'POST update-user-info', own: () => ({ method: 'POST', url: '/api/account/update-user-info', payload: { realName: 'matrix' } }) },
  {
    name: 'POST change-password',
    own: () => ({ method: 'POST', url: '/api/account/change-password', payload: { oldPassword: PASSWORD, newPassword: `${PASSWORD}-new` } }),
  },
  {
    name: 'POST upload-avatar',
    own: () => {
      const form = avatarForm()
      return { method: 'POST', url: '/api/account/upload-avatar', headers: form.headers, payload: form.body }
    },
  },
  { name: 'GET sub-users', own: () => ({ method: 'GET', url: '/api/account/sub-users' }) },
  {
    name: 'POST sub-user-login',
    own: () => ({ method: 'POST', url: '/api/account/sub-user-login', payload: { subUserId: acmeBuyerId } }),
    ownNotFoundFor: ['admin', 'subadmin', 'auditor', 'customer'],
  },
  { name: 'GET chatrecord/page-query', own: () => ({ method: 'GET', url: '/api/chatrecord/page-query' }) },
  { name: 'POST chatrecord/create', own: () => ({ method: 'POST', url: '/api/chatrecord/create', payload: { name: 'm' } }) },
  {
    name: 'POST chatrecord/change-name',
    own: (a) => ({ method: 'POST', url: '/api/chatrecord/change-name', payload: { chatRecordId: ids[a].chat, name: 'renamed' } }),
    other: () => ({ method: 'POST', url: '/api/chatrecord/change-name', payload: { chatRecordId: ids[VICTIM].chat, name: 'stolen' } }),
  },
  { name: 'GET auto-process-chat-record/page', own: () => ({ method: 'GET', url: '/api/auto-process-chat-record/page' }) },
  {
    name: 'POST auto-process-chat-record/create',
    own: () => {
      const form = autoForm()
      return { method: 'POST', url: '/api/auto-process-chat-record/create', headers: form.headers, payload: form.body }
    },
  },
  {
    name: 'POST auto-process-chat-record/update-name',
    own: (a) => ({ method: 'POST', url: `/api/auto-process-chat-record/update-name/${ids[a].auto}?name=renamed` }),
    other: () => ({ method: 'POST', url: `/api/auto-process-chat-record/update-name/${ids[VICTIM].auto}?name=stolen` }),
  },
  {
    name: 'POST auto-process-chat-record/update-dispatch-id',
    own: (a) => ({ method: 'POST', url: `/api/auto-process-chat-record/update-dispatch-id/${ids[a].auto}?dispatchId=d1` }),
    other: () => ({ method: 'POST', url: `/api/auto-process-chat-record/update-dispatch-id/${ids[VICTIM].auto}?dispatchId=stolen` }),
  },
  // Deletions last within each actor's run: they consume the records the cases above use.
  {
    name: 'POST chatrecord/delete',
    own: (a) => ({ method: 'POST', url: `/api/chatrecord/delete/${ids[a].chat}` }),
    other: () => ({ method: 'POST', url: `/api/chatrecord/delete/${ids[VICTIM].chat}` }),
  },
  {
    name: 'POST auto-process-chat-record/{id} (delete)',
    own: (a) => ({ method: 'POST', url: `/api/auto-process-chat-record/${ids[a].auto}` }),
    other: () => ({ method: 'POST', url: `/api/auto-process-chat-record/${ids[VICTIM].auto}` }),
  },
  { name: 'POST logout', own: () => ({ method: 'POST', url: '/api/account/logout' }) },
]

function withToken(opts: InjectOptions, token: string | undefined): InjectOptions {
  const headers = { ...(opts.headers ?? {}), ...(token ? { authorization: `Bearer ${token}` } : {}) }
  return { ...opts, headers }
}

describe.each(CASES)('$name', (c) => {
  it('answers 401 to anonymous callers', async () => {
    const res = await ctx.request(withToken(c.own('customer'), undefined))
    expect(res.statusCode).toBe(401)
    expect(res.json()).toMatchObject({ success: false, code: 401 })
  })

  it.each(ACTORS)('lets %s act on its own data', async (actor) => {
    const res = await ctx.request(withToken(c.own(actor), tokens[actor]))
    if (c.ownNotFoundFor?.includes(actor)) {
      expect(res.statusCode).toBe(404)
    } else {
      expect(res.statusCode, res.body).toBe(200)
      expect(res.json()).toMatchObject({ success: true, code: 200 })
    }
  })

  if (c.other) {
    it.each(ACTORS)('answers 404 when %s targets someone else’s record', async (actor) => {
      const res = await ctx.request(withToken(c.other!(actor), tokens[actor]))
      expect(res.statusCode).toBe(404)
      expect(res.json()).toMatchObject({ success: false, code: 404, data: null })
    })
  }
})

describe('after the matrix', () => {
  it('left every victim record untouched and each list shows only its owner’s rows', async () => {
    const victim = ctx.auth(await ctx.login(VICTIM))
    const chats = (await ctx.request({ method: 'GET', url: '/api/chatrecord/page-query', headers: victim })).json().data.rows
    expect(chats).toEqual([expect.objectContaining({ id: ids[VICTIM].chat, name: `${VICTIM} chat` })])
    const autos = (await ctx.request({ method: 'GET', url: '/api/auto-process-chat-record/page', headers: victim })).json().data.rows
    expect(autos).toEqual([expect.objectContaining({ id: ids[VICTIM].auto, name: `${VICTIM} auto`, dispatchId: null })])
  })
})
