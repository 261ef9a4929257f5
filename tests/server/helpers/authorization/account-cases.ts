import { PASSWORD } from '../context.ts'
import { multipart, PNG_1X1 } from '../multipart.ts'
import { TINY_STL } from '../process-plan.ts'
import { get, NEW_PASSWORD, OWNER_ONLY, post, SIGNED_IN, type Case, type MatrixEnv } from './roles.ts'

/** The signed-in account, its sub-accounts, and both kinds of chat record. */
export function accountCases(env: MatrixEnv): Record<string, Case> {
  return {
    'GET /api/account/get-current-user-info': {
      request: () => get('/api/account/get-current-user-info'),
      expect: SIGNED_IN,
    },
    'POST /api/account/update-user-info': {
      request: () => post('/api/account/update-user-info', { realName: 'matrix' }),
      expect: SIGNED_IN,
    },
    'POST /api/account/change-password': {
      request: () => post('/api/account/change-password', { oldPassword: PASSWORD, newPassword: NEW_PASSWORD }),
      expect: SIGNED_IN,
      undo: (token) =>
        env.ctx.request({
          ...post('/api/account/change-password', { oldPassword: NEW_PASSWORD, newPassword: PASSWORD }),
          headers: env.ctx.auth(token),
        }),
    },
    'POST /api/account/upload-avatar': {
      request: () => {
        const form = multipart([{ name: 'file', filename: 'a.png', contentType: 'image/png', data: PNG_1X1 }])
        return { method: 'POST', url: '/api/account/upload-avatar', headers: form.headers, payload: form.body }
      },
      expect: SIGNED_IN,
    },
    'GET /api/account/sub-users': { request: () => get('/api/account/sub-users'), expect: SIGNED_IN },
    'POST /api/account/sub-user-login': {
      request: () => post('/api/account/sub-user-login', { subUserId: env.subUserId }),
      expect: OWNER_ONLY,
    },
    // Its own session, since logging out revokes the token it is called with.
    'POST /api/account/logout': {
      request: async (user) => ({
        ...post('/api/account/logout'),
        headers: user ? env.ctx.auth(await env.ctx.login(user)) : {},
      }),
      expect: SIGNED_IN,
    },

    'GET /api/chatrecord/page-query': { request: () => get('/api/chatrecord/page-query'), expect: SIGNED_IN },
    'POST /api/chatrecord/create': {
      request: () => post('/api/chatrecord/create', { name: 'matrix' }),
      expect: SIGNED_IN,
    },
    'POST /api/chatrecord/delete/:id': {
      request: async () => post(`/api/chatrecord/delete/${await env.fx.chatRecord()}`),
      expect: OWNER_ONLY,
    },
    'GET /api/chatrecord/:id/kept-orders': {
      request: async () => get(`/api/chatrecord/${await env.fx.chatRecord()}/kept-orders`),
      expect: OWNER_ONLY,
    },
    'POST /api/chatrecord/change-name': {
      request: async () =>
        post('/api/chatrecord/change-name', { chatRecordId: await env.fx.chatRecord(), name: 'renamed' }),
      expect: OWNER_ONLY,
    },
    'GET /api/chatrecord/:id/messages': {
      request: () => get(`/api/chatrecord/${env.quote.chatRecordId}/messages`),
      expect: OWNER_ONLY,
    },
    'GET /api/chatrecord/:id/parts': {
      request: () => get(`/api/chatrecord/${env.quote.chatRecordId}/parts`),
      expect: OWNER_ONLY,
    },
    'POST /api/chatrecord/:id/command': {
      request: () => post(`/api/chatrecord/${env.quote.chatRecordId}/command`, { text: '数量改为3' }),
      expect: OWNER_ONLY,
    },

    'GET /api/auto-process-chat-record/page': {
      request: () => get('/api/auto-process-chat-record/page'),
      expect: SIGNED_IN,
    },
    'POST /api/auto-process-chat-record/create': {
      request: () => {
        const form = multipart([{ name: 'name', data: Buffer.from('matrix') }, TINY_STL()])
        return {
          method: 'POST',
          url: '/api/auto-process-chat-record/create',
          headers: form.headers,
          payload: form.body,
        }
      },
      expect: SIGNED_IN,
    },
    'POST /api/auto-process-chat-record/:id': {
      request: async () => post(`/api/auto-process-chat-record/${await env.fx.autoRecord()}`),
      expect: OWNER_ONLY,
    },
    'POST /api/auto-process-chat-record/update-name/:chatRecordId': {
      request: async () => post(`/api/auto-process-chat-record/update-name/${await env.fx.autoRecord()}?name=renamed`),
      expect: OWNER_ONLY,
    },
  }
}
