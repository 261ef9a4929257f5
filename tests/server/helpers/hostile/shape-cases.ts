import type { InjectOptions } from 'fastify'
import { expect } from 'vitest'
import type { HostileCase } from './harness.ts'

// Malformed requests that are not about text: who is asked first, broken bodies, ids, URLs and
// search keywords that try to act as patterns.

const post = (url: string, payload?: unknown): InjectOptions => ({
  method: 'POST',
  url,
  ...(payload !== undefined ? { payload: payload as object } : {}),
})
const raw = (url: string, body: string, type = 'application/json'): InjectOptions => ({
  method: 'POST',
  url,
  headers: { 'content-type': type },
  payload: body,
})
const get = (url: string): InjectOptions => ({ method: 'GET', url })
const UNAUTHORIZED = 'Your session has expired, please log in again'
/** The role check (or the action-permission check on the screen) answers; never the field. */
const FORBIDDEN = /^You do not have /

/** Strangers learn nothing about parameters: the session is checked before the input. */
export function authFirstCases(): HostileCase[] {
  const anonymous: [string, InjectOptions][] = [
    ['a page size that is not a number', get('/api/chatrecord/page-query?pageSize=abc')],
    ['an id that is not a number', post('/api/chatrecord/delete/abc')],
    ['a name of the wrong type', post('/api/chatrecord/create', { name: 42 })],
    ['a task id of the wrong format', get('/api/cnc/partcosts/task/not-hex')],
    ['a part id of zero', get('/api/cnc/partcosts/part/0')],
    ['a reprice with a negative quantity', post('/api/cnc/partcosts/part/1/reprice', { quantity: -1 })],
    ['a configuration list with page 0', get('/api/quote-config/list?pageIndex=0')],
    ['a cost table that does not exist', get('/api/cost/nonsense/list')],
    ['a malformed JSON body', raw('/api/chatrecord/change-name', '{"chatRecordId":')],
    ['a control character in a name', post('/api/chatrecord/create', { name: 'a\u0000' })],
  ]
  const customerOnStaff: [string, InjectOptions][] = [
    ['a configuration list with page 0', get('/api/quote-config/list?pageIndex=0')],
    ['a cost table that does not exist', get('/api/cost/nonsense/list')],
    ['a configuration without a name', post('/api/quote-config', {})],
  ]
  return [
    ...anonymous.map(([what, request]): HostileCase => ({
      name: `anonymous, ${what}: 401`,
      as: 'anonymous',
      request: () => request,
      status: 401,
      msg: UNAUTHORIZED,
    })),
    ...customerOnStaff.map(([what, request]): HostileCase => ({
      name: `customer on a staff route, ${what}: 403`,
      request: () => request,
      status: 403,
      msg: FORBIDDEN,
    })),
  ]
}

/** Bodies, ids and URLs no client sends. */
export function malformedCases(): HostileCase[] {
  const badBody = (name: string, body: string, status: number, msg: string | RegExp): HostileCase => ({
    name,
    request: () => raw('/api/chatrecord/create', body),
    status,
    msg,
  })
  const badId = (id: string, status = 400): HostileCase => ({
    name: `chat-record id ${JSON.stringify(id)}`,
    request: () => post(`/api/chatrecord/delete/${id}`),
    status,
    msg: status === 400 ? /^id / : 'Record not found',
  })
  return [
    badBody('truncated JSON', '{"name":', 400, 'The request body is not valid JSON'),
    badBody('JSON with a trailing comma', '{"name":"a",}', 400, 'The request body is not valid JSON'),
    badBody('a JSON array', '["a"]', 400, /^body /),
    badBody('a JSON string', '"a"', 400, /^body /),
    badBody('a JSON number', '42', 400, /^body /),
    badBody('a name that is an object', '{"name":{"$ne":""}}', 400, 'name has the wrong type, expected string'),
    badBody('a name that is an array', '{"name":["a","b"]}', 400, 'name has the wrong type, expected string'),
    badBody(
      'deeply nested JSON',
      `{"name":${'['.repeat(5000)}${']'.repeat(5000)}}`,
      400,
      'name has the wrong type, expected string',
    ),
    badBody(
      'a name over 100 characters',
      JSON.stringify({ name: 'x'.repeat(101) }),
      400,
      'name must be at most 100 characters',
    ),
    {
      name: 'an XML body',
      request: () => raw('/api/chatrecord/create', '<name>a</name>', 'application/xml'),
      status: 415,
      msg: 'Unsupported request content type',
    },
    {
      name: 'a body over the limit',
      request: () => raw('/api/chatrecord/create', JSON.stringify({ name: 'a', pad: 'x'.repeat(70 * 1024) })),
      status: 413,
      msg: 'The request body is too large',
    },
    {
      name: 'a prototype-polluting profile update changes nothing else',
      request: () =>
        raw('/api/account/update-user-info', '{"__proto__":{"role":"SuperAdministrator"},"nickName":"\\u0000"}'),
      status: 400,
      msg: 'nickName must not contain control characters',
    },
    badId('0'),
    badId('-1'),
    badId('1.5'),
    badId('1e3', 404),
    badId('99999999999'),
    badId('0x10', 404),
    badId('%20'),
    badId('NaN'),
    {
      name: 'a path with broken percent-encoding',
      request: () => post('/api/chatrecord/delete/%E0%A4%A'),
      status: 400,
      msg: 'Invalid request',
    },
    {
      name: 'an avatar path that climbs out of its folder',
      as: 'anonymous',
      request: () => get('/api/uploads/avatars/..%2F..%2F..%2Fetc%2Fpasswd'),
      status: 400,
      msg: /^fileName /,
    },
    {
      name: 'a keyword given twice',
      as: 'admin',
      request: () => get('/api/quote-config/list?keyword=a&keyword=b'),
      status: 400,
      msg: 'keyword has the wrong type, expected string',
    },
    {
      name: 'a page size over the maximum',
      request: () => get('/api/chatrecord/page-query?pageSize=100000'),
      status: 400,
      msg: /^pageSize must be at most/,
    },
  ]
}

/** Search keywords are matched literally: LIKE's wildcards and escape in a keyword match themselves. */
export function likeCases(): HostileCase[] {
  const none = (data: unknown) => expect(data).toMatchObject({ rows: [], totalCount: 0 })
  return ['%', '_', '\\', '%%', '_%_', '\\%'].map((keyword): HostileCase => ({
    name: `configuration search for ${JSON.stringify(keyword)} matches no configuration`,
    as: 'admin',
    request: () => get(`/api/quote-config/list?keyword=${encodeURIComponent(keyword)}`),
    status: 200,
    data: none,
  }))
}
