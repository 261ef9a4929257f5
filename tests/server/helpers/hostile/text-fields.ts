import type { InjectOptions } from 'fastify'
import { multipart } from '../multipart.ts'
import { fieldPart, filePart, fixtureBytes } from '../quoting.ts'
import type { Caller, HostileEnv } from './harness.ts'

// Every text field a caller can send, with a request that puts a value into it (and valid
// values everywhere else, so the field itself is what gets refused).

export interface TextField {
  field: string
  where: string
  as?: Caller
  send(env: HostileEnv, value: string): InjectOptions
}

const q = encodeURIComponent
export const post = (url: string, payload?: object): InjectOptions => ({
  method: 'POST',
  url,
  ...(payload ? { payload } : {}),
})
export const put = (url: string, payload: object): InjectOptions => ({ method: 'PUT', url, payload })
export const get = (url: string): InjectOptions => ({ method: 'GET', url })
const form = (url: string, parts: Parameters<typeof multipart>[0]): InjectOptions => {
  const f = multipart(parts)
  return { method: 'POST', url, headers: f.headers, payload: f.body }
}
const login = (over: object) =>
  post('/api/account/v2/login', { username: 'customer', password: 'x', captchaCode: 'ABCD', captchaKey: 'k', ...over })
const register = (over: object) =>
  post('/api/account/v3/register', {
    username: 'newbie',
    password: 'Abcdefg123',
    phoneNumber: '13911112222',
    smsCode: '123456',
    ...over,
  })
const material = (over: object) =>
  post('/api/cost/materials', {
    key: 'MAT',
    name: 'm',
    aliases: [],
    class: 'Al',
    density: 2.7,
    priceKg: 30,
    mrr: 20,
    ...over,
  })
const step = () => filePart('a.step', fixtureBytes('3d/step/featuretype.STEP'))

export const TEXT_FIELDS: TextField[] = [
  { field: 'username', where: 'login', as: 'anonymous', send: (_, v) => login({ username: v }) },
  { field: 'password', where: 'login', as: 'anonymous', send: (_, v) => login({ password: v }) },
  { field: 'captchaCode', where: 'login', as: 'anonymous', send: (_, v) => login({ captchaCode: v }) },
  { field: 'captchaKey', where: 'login', as: 'anonymous', send: (_, v) => login({ captchaKey: v }) },
  {
    field: 'username',
    where: 'is-registered',
    as: 'anonymous',
    send: (_, v) => post(`/api/account/is-registered?username=${q(v)}`),
  },
  { field: 'username', where: 'register', as: 'anonymous', send: (_, v) => register({ username: v }) },
  { field: 'nickName', where: 'register', as: 'anonymous', send: (_, v) => register({ nickName: v }) },
  { field: 'companyName', where: 'register', as: 'anonymous', send: (_, v) => register({ companyName: v }) },
  {
    field: 'imageVerifyCode',
    where: 'sendsms',
    as: 'anonymous',
    send: (_, v) => post(`/api/account/v2/sendsms/13911112222?imageVerifyCode=${q(v)}&captchaKey=k`),
  },
  {
    field: 'captchaKey',
    where: 'sendsms',
    as: 'anonymous',
    send: (_, v) => post(`/api/account/v2/sendsms/13911112222?imageVerifyCode=ABCD&captchaKey=${q(v)}`),
  },
  { field: 'name', where: 'chat-record create', send: (_, v) => post('/api/chatrecord/create', { name: v }) },
  {
    field: 'name',
    where: 'chat-record rename (body)',
    send: (e, v) => post('/api/chatrecord/change-name', { chatRecordId: e.chatRecordId, name: v }),
  },
  {
    field: 'name',
    where: 'chat-record rename (query)',
    send: (e, v) => post(`/api/chatrecord/change-name?chatRecordId=${e.chatRecordId}&name=${q(v)}`),
  },
  {
    field: 'text',
    where: 'chat command',
    send: (e, v) => post(`/api/chatrecord/${e.chatRecordId}/command`, { text: v }),
  },
  {
    field: 'name',
    where: 'auto-process create',
    send: (_, v) => form('/api/auto-process-chat-record/create', [fieldPart('name', v)]),
  },
  {
    field: 'name',
    where: 'auto-process rename',
    send: (e, v) => post(`/api/auto-process-chat-record/update-name/${e.autoRecordId}?name=${q(v)}`),
  },
  {
    field: 'dispatchId',
    where: 'auto-process dispatch id',
    send: (e, v) => post(`/api/auto-process-chat-record/update-dispatch-id/${e.autoRecordId}?dispatchId=${q(v)}`),
  },
  { field: 'nickName', where: 'profile', send: (_, v) => post('/api/account/update-user-info', { nickName: v }) },
  { field: 'realName', where: 'profile', send: (_, v) => post('/api/account/update-user-info', { realName: v }) },
  { field: 'companyName', where: 'profile', send: (_, v) => post('/api/account/update-user-info', { companyName: v }) },
  {
    field: 'oldPassword',
    where: 'change password',
    send: (_, v) => post('/api/account/change-password', { oldPassword: v, newPassword: 'Abcdefg1234' }),
  },
  {
    field: 'name',
    where: 'upload field',
    send: (_, v) => form('/api/cnc/partcosts/v3/upload', [step(), fieldPart('name', v)]),
  },
  {
    field: 'material',
    where: 'upload field',
    send: (_, v) => form('/api/cnc/partcosts/v3/upload', [step(), fieldPart('material', v)]),
  },
  { field: 'material', where: 'reprice', send: (_, v) => post('/api/cnc/partcosts/part/1/reprice', { material: v }) },
  { field: 'name', where: 'quote-config create', as: 'admin', send: (_, v) => post('/api/quote-config', { name: v }) },
  {
    field: 'name',
    where: 'quote-config rename',
    as: 'admin',
    send: (e, v) => put(`/api/quote-config/${e.configId}`, { name: v }),
  },
  {
    field: 'name',
    where: 'quote-config copy',
    as: 'admin',
    send: (e, v) => post(`/api/quote-config/${e.configId}/copy`, { name: v }),
  },
  {
    field: 'keyword',
    where: 'quote-config list',
    as: 'admin',
    send: (_, v) => get(`/api/quote-config/list?keyword=${q(v)}`),
  },
  {
    field: 'keyword',
    where: 'cost-table list',
    as: 'admin',
    send: (_, v) => get(`/api/cost/materials/list?keyword=${q(v)}`),
  },
  {
    field: 'search',
    where: 'cost-table export',
    as: 'admin',
    send: (_, v) => get(`/api/cost/materials/export?search=${q(v)}`),
  },
  { field: 'key', where: 'cost row create', as: 'admin', send: (_, v) => material({ key: v }) },
  { field: 'name', where: 'cost row create', as: 'admin', send: (_, v) => material({ name: v }) },
  { field: 'aliases.0', where: 'cost row create', as: 'admin', send: (_, v) => material({ aliases: [v] }) },
  {
    field: 'key',
    where: 'cost row path',
    as: 'admin',
    send: (_, v) => put(`/api/cost/materials/${q(v)}`, { priceKg: 31 }),
  },
]
