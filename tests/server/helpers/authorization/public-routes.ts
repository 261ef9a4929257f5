import { PASSWORD } from '../context.ts'
import { get, NEW_PASSWORD, post, type Exemption, type MatrixEnv } from './roles.ts'

const SIGN_IN = 'How a visitor gets an account or a session, so it cannot need one.'
const DOCS = 'The OpenAPI description and its viewer: public documentation that holds no data.'

/**
 * The routes that need no session, each with the reason and a request that must work anonymously.
 * The SMS routes act on users registered for the purpose, never on the matrix's players.
 */
export function publicRoutes(env: MatrixEnv): Record<string, Exemption> {
  return {
    'GET /api/account/get-sms-image': { why: SIGN_IN, request: () => get('/api/account/get-sms-image') },
    'POST /api/account/v2/login': {
      why: SIGN_IN,
      request: async () => {
        const { key, code } = await env.ctx.captcha()
        return post('/api/account/v2/login', {
          username: 'auditor',
          password: PASSWORD,
          captchaKey: key,
          captchaCode: code,
        })
      },
    },
    'POST /api/account/v2/sendsms/:phoneNumber': {
      why: SIGN_IN,
      request: async () => {
        const { key, code } = await env.ctx.captcha()
        return post(`/api/account/v2/sendsms/${env.fx.freshPhone()}?imageVerifyCode=${code}&captchaKey=${key}`)
      },
    },
    'POST /api/account/v2/login-phone': {
      why: SIGN_IN,
      request: async () => {
        const phoneNumber = await env.fx.registeredPhone(PASSWORD)
        return post('/api/account/v2/login-phone', { phoneNumber, smsCode: await env.fx.smsCode(phoneNumber) })
      },
    },
    'POST /api/account/v3/register': {
      why: SIGN_IN,
      request: async () => {
        const phoneNumber = env.fx.freshPhone()
        const smsCode = await env.fx.smsCode(phoneNumber)
        return post('/api/account/v3/register', {
          username: env.fx.unique('reg'),
          password: PASSWORD,
          phoneNumber,
          smsCode,
        })
      },
    },
    'POST /api/account/is-registered': {
      why: SIGN_IN,
      request: () => post('/api/account/is-registered?username=acme'),
    },
    'POST /api/account/v2/forgot-password': {
      why: 'Recovers an account whose password is lost, so it cannot need a session; the SMS code is the proof.',
      request: async () => {
        const phoneNumber = await env.fx.registeredPhone(PASSWORD)
        const smsCode = await env.fx.smsCode(phoneNumber)
        return post('/api/account/v2/forgot-password', { phoneNumber, smsCode, newPassword: NEW_PASSWORD })
      },
    },
    'GET /api/uploads/avatars/:fileName': {
      why: 'An <img> cannot send the bearer header; names are 128-bit random, so avatars cannot be enumerated.',
      request: async () => get(await env.fx.avatarUrl()),
    },
    'GET /api/docs/': { why: DOCS, request: () => get('/api/docs/') },
    'GET /api/docs/json': { why: DOCS, request: () => get('/api/docs/json') },
    'GET /api/docs/yaml': { why: DOCS, request: () => get('/api/docs/yaml') },
    'GET /api/docs/static/index.html': { why: DOCS, request: () => get('/api/docs/static/index.html'), status: 302 },
    'GET /api/docs/static/swagger-initializer.js': {
      why: DOCS,
      request: () => get('/api/docs/static/swagger-initializer.js'),
    },
    'GET /api/docs/static/*': { why: DOCS, request: () => get('/api/docs/static/swagger-ui.css') },
  }
}
