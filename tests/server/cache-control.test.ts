import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestContext, type TestContext } from './helpers/context.ts'
import { multipart, PNG_1X1 } from './helpers/multipart.ts'
import { DRAWING_PDF, filePart, upload } from './helpers/quoting.ts'

// A browser keeps answers by URL: an answer to one account's token that may be cached is served
// from the cache to the next account in that browser, or to a visitor without a token, while the
// server would refuse them. Per-user answers are never stored; public assets keep their caching.

let ctx: TestContext
let owner: string
let fileUrl: string

beforeAll(async () => {
  ctx = await createTestContext()
  owner = await ctx.login('customer')
  const up = (await upload(ctx, owner, [filePart('bar.pdf', DRAWING_PDF)])).json().data
  fileUrl = `/api/cnc/partcosts/file/${up.parts[0].files[0].fileId}`
})
afterAll(() => ctx.close())

const get = (url: string, token?: string) =>
  ctx.request({ method: 'GET', url, headers: { origin: 'https://cms.test', ...(token ? ctx.auth(token) : {}) } })

describe('Cache-Control', () => {
  it('keeps a customer’s file out of the browser cache, and the refusals to others too', async () => {
    const mine = await get(fileUrl, owner)
    expect(mine.statusCode).toBe(200)
    expect(mine.headers['cache-control']).toBe('private, no-store')
    const other = await get(fileUrl, await ctx.login('acme'))
    expect(other.statusCode).toBe(404)
    expect(other.headers['cache-control']).toBe('private, no-store')
    const anonymous = await get(fileUrl)
    expect(anonymous.statusCode).toBe(401)
    expect(anonymous.headers['cache-control']).toBe('private, no-store')
  })

  it('marks every signed-in API answer as not to be stored', async () => {
    for (const url of [
      '/api/account/get-current-user-info',
      '/api/chatrecord/page-query',
      '/api/cnc/partcosts/options',
    ])
      expect((await get(url, owner)).headers['cache-control'], url).toBe('private, no-store')
  })

  it('leaves public assets cacheable: the bundle and the avatars’ immutable files', async () => {
    const bundle = await get('/dist/quote-elements.js')
    expect(bundle.statusCode).toBe(200)
    expect(String(bundle.headers['cache-control'] ?? '')).not.toContain('no-store')
    const form = multipart([{ name: 'file', filename: 'me.png', contentType: 'image/png', data: PNG_1X1 }])
    const res = await ctx.request({
      method: 'POST',
      url: '/api/account/upload-avatar',
      headers: { ...ctx.auth(owner), ...form.headers },
      payload: form.body,
    })
    const avatar = await get(res.json().data.avatarUrl)
    expect(avatar.statusCode).toBe(200)
    expect(avatar.headers['cache-control']).toBe('public, max-age=31536000, immutable')
  })
})
