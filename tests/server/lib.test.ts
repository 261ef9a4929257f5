import { createHash } from 'node:crypto'
import Fastify from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadConfig } from '../../server/config.ts'
import { authGuard } from '../../server/lib/auth.ts'
import { inlineScriptHashes } from '../../server/lib/csp.ts'
import { paged } from '../../server/lib/envelope.ts'
import { handleError } from '../../server/lib/error-handler.ts'
import { pickLocale } from '../../server/lib/i18n.ts'
import { sniffImage } from '../../server/lib/image-sniff.ts'
import { cleanFileName } from '../../server/lib/multipart-upload.ts'
import { isStrongPassword } from '../../contract/account-fields.ts'
import { hashPassword, verifyPassword } from '../../server/lib/password.ts'
import { installRequestContext } from '../../server/lib/request-context.ts'
import { readToken } from '../../server/lib/tokens.ts'
import { resolveSession } from '../../server/services/sessions.ts'
import { createTestContext, type TestContext } from './helpers/context.ts'
import { PNG_1X1 } from './helpers/multipart.ts'

describe('pure helpers', () => {
  it('computes the paged shape', () => {
    expect(paged([1, 2], 2, 2, 5)).toEqual({
      rows: [1, 2],
      pageIndex: 2,
      pageSize: 2,
      totalCount: 5,
      totalPages: 3,
      hasPreviousPage: true,
      hasNextPage: true,
    })
    expect(paged([], 1, 20, 0)).toMatchObject({ totalPages: 0, hasPreviousPage: false, hasNextPage: false })
  })

  it('picks zh-CN or en from Accept-Language', () => {
    expect(pickLocale(undefined)).toBe('zh-CN')
    expect(pickLocale('en')).toBe('en')
    expect(pickLocale('zh-TW,zh;q=0.9')).toBe('zh-CN')
    expect(pickLocale('de-DE,en-GB;q=0.7,zh;q=0.3')).toBe('en')
    expect(pickLocale('en;q=0')).toBe('zh-CN')
  })

  it('hashes passwords with scrypt, salted, and verifies them', async () => {
    const a = await hashPassword('Secret123')
    const b = await hashPassword('Secret123')
    expect(a).toMatch(/^scrypt\$32768\$8\$1\$/)
    expect(a).not.toBe(b)
    expect(await verifyPassword('Secret123', a)).toBe(true)
    expect(await verifyPassword('Secret124', a)).toBe(false)
    expect(await verifyPassword('Secret123', 'garbage')).toBe(false)
    expect(isStrongPassword('abcdefg1')).toBe(true)
    expect(isStrongPassword('abcdefgh')).toBe(false)
    expect(isStrongPassword('a1')).toBe(false)
  })

  it('reads bearer and bare tokens, rejecting junk', () => {
    const token = 'A'.repeat(43)
    expect(readToken(`Bearer ${token}`)).toBe(token)
    expect(readToken(`bearer   ${token}`)).toBe(token)
    expect(readToken(token)).toBe(token)
    expect(readToken('Bearer a b')).toBeUndefined()
    expect(readToken(undefined)).toBeUndefined()
  })

  it('sniffs raster images by their bytes', () => {
    expect(sniffImage(PNG_1X1)?.ext).toBe('png')
    expect(sniffImage(Buffer.from([0xff, 0xd8, 0xff, 0xe0]))?.mimeType).toBe('image/jpeg')
    expect(sniffImage(Buffer.from('GIF89a'))?.ext).toBe('gif')
    expect(sniffImage(Buffer.from('RIFF\0\0\0\0WEBPVP8 '))?.ext).toBe('webp')
    expect(sniffImage(Buffer.from('<svg/>'))).toBeUndefined()
  })

  it('hashes inline scripts only', () => {
    const html = '<script src="/dist/x.js"></script><script type="module">go()</script><script></script>'
    expect(inlineScriptHashes(html)).toEqual([createHash('sha256').update('go()').digest('base64')])
  })

  it('cleans uploaded file names', () => {
    expect(cleanFileName('../../etc/passwd')).toBe('passwd')
    expect(cleanFileName('C:\\x\\图纸.pdf')).toBe('图纸.pdf')
    expect(cleanFileName('a\u0000b\n.stl')).toBe('ab.stl')
    expect(cleanFileName('')).toBe('file')
  })

  it('reads configuration with documented defaults and rejects bad values', () => {
    const config = loadConfig({})
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      tokenHeader: 'Authorization',
      demoPassword: 'Quote@2026',
      seedDemo: true,
      allowedOrigins: [],
    })
    expect(config.testCaptcha).toBeUndefined()
    expect(config.dbDir.endsWith('/data/db')).toBe(true)
    expect(config.uploadsDir.endsWith('/data/uploads')).toBe(true)
    expect(loadConfig({ QUOTE_ALLOWED_ORIGINS: 'https://a.com/, https://b.com' }).allowedOrigins).toEqual([
      'https://a.com',
      'https://b.com',
    ])
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/)
    expect(() => loadConfig({ QUOTE_SEED_DEMO: 'maybe' })).toThrow(/QUOTE_SEED_DEMO/)
    expect(() => loadConfig({ QUOTE_TOKEN_HEADER: 'bad header' })).toThrow(/QUOTE_TOKEN_HEADER/)
  })

  it('reads what a process does: HTTP and jobs, HTTP only, or jobs only', () => {
    expect(loadConfig({})).toMatchObject({ listen: true, jobSlots: 2, jobLeaseMs: 30_000 })
    expect(loadConfig({ QUOTE_WORKERS: '4' }).jobSlots).toBe(4)
    expect(loadConfig({ QUOTE_ROLE: 'api', QUOTE_JOB_SLOTS: '3' })).toMatchObject({ listen: true, jobSlots: 0 })
    expect(loadConfig({ QUOTE_ROLE: 'Worker' })).toMatchObject({ listen: false, jobSlots: 2 })
    expect(() => loadConfig({ QUOTE_ROLE: 'scheduler' })).toThrow(/QUOTE_ROLE must be all, api, worker/)
    expect(() => loadConfig({ QUOTE_JOB_LEASE_MS: '10' })).toThrow(/QUOTE_JOB_LEASE_MS/)
  })
})

describe('authGuard with a role list', () => {
  let ctx: TestContext
  const app = Fastify()
  beforeAll(async () => {
    ctx = await createTestContext()
    installRequestContext(app)
    app.setErrorHandler(handleError)
    const guard = authGuard((token) => resolveSession(ctx.db, token), 'Authorization')
    app.get('/admins-only', { preHandler: guard(['SuperAdministrator', 'Administrator']) }, async (req) => ({
      user: req.user?.username,
    }))
    await app.ready()
  })
  afterAll(async () => {
    await app.close()
    await ctx.close()
  })

  it('admits listed roles and answers 403 to the others', async () => {
    const call = async (username: string) =>
      app.inject({ method: 'GET', url: '/admins-only', headers: ctx.auth(await ctx.login(username)) })
    expect((await call('admin')).json()).toEqual({ user: 'admin' })
    expect((await call('subadmin')).statusCode).toBe(200)
    const denied = await call('auditor')
    expect(denied.statusCode).toBe(403)
    expect(denied.json()).toMatchObject({ success: false, code: 403, msg: '没有权限执行此操作' })
    expect((await call('customer')).statusCode).toBe(403)
  })
})
