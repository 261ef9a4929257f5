import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestContext, PASSWORD, type TestContext } from './helpers/context.ts'
import { multipart, PNG_1X1 } from './helpers/multipart.ts'

let ctx: TestContext
beforeAll(async () => {
  ctx = await createTestContext({ QUOTE_AVATAR_MAX_BYTES: '4096' })
})
afterAll(() => ctx.close())

const HOSTILE = '<img src=x onerror=alert(1)>'

describe('POST /api/account/update-user-info', () => {
  it('updates the given fields only and returns the new userInfo', async () => {
    const token = await ctx.login('auditor')
    const res = await ctx.request({
      method: 'POST',
      url: '/api/account/update-user-info',
      headers: ctx.auth(token),
      payload: { realName: '王工', email: 'wang@example.com' },
    })
    expect(res.json()).toMatchObject({
      code: 200,
      data: { realName: '王工', email: 'wang@example.com', nickName: '核价工程师' },
    })
  })

  it('stores a hostile name verbatim and returns it JSON-escaped, never as HTML', async () => {
    const token = await ctx.login('auditor')
    const res = await ctx.request({
      method: 'POST',
      url: '/api/account/update-user-info',
      headers: ctx.auth(token),
      payload: { nickName: HOSTILE },
    })
    expect(res.headers['content-type']).toContain('application/json')
    expect(res.json().data.nickName).toBe(HOSTILE)
    const info = await ctx.request({
      method: 'GET',
      url: '/api/account/get-current-user-info',
      headers: ctx.auth(token),
    })
    expect(info.headers['content-type']).toContain('application/json')
    expect(info.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'")
    expect(info.json().data.userInfo.nickName).toBe(HOSTILE)
  })

  it('rejects bad emails, over-long and wrongly typed fields', async () => {
    const token = await ctx.login('auditor')
    const send = (payload: unknown) =>
      ctx.request({
        method: 'POST',
        url: '/api/account/update-user-info',
        headers: { ...ctx.auth(token), 'accept-language': 'en' },
        payload: payload as object,
      })
    expect((await send({ email: 'not-an-email' })).json()).toMatchObject({
      code: 400,
      msg: 'email has an invalid format',
    })
    expect((await send({ nickName: 'x'.repeat(65) })).json()).toMatchObject({
      code: 400,
      msg: 'nickName must be at most 64 characters',
    })
    expect((await send({ companyName: 7 })).json()).toMatchObject({
      code: 400,
      msg: 'companyName has the wrong type, expected string',
    })
  })
})

describe('POST /api/account/change-password', () => {
  it('needs the right old password and a different, strong new one', async () => {
    const token = await ctx.login('customer')
    const send = (oldPassword: string, newPassword: string) =>
      ctx.request({
        method: 'POST',
        url: '/api/account/change-password',
        headers: ctx.auth(token),
        payload: { oldPassword, newPassword },
      })
    expect((await send('Wrong-old-1', 'Brand-new-2026')).json()).toMatchObject({ code: 400, msg: '原密码错误' })
    expect((await send(PASSWORD, PASSWORD)).json()).toMatchObject({ code: 400, msg: '新密码不能与原密码相同' })
    expect((await send(PASSWORD, '12345678')).json().msg).toBe('密码长度需为 8-64 位，且同时包含字母和数字')
  })

  it('changes the password, keeps this session and revokes the others', async () => {
    const other = await ctx.login('customer')
    const current = await ctx.login('customer')
    const res = await ctx.request({
      method: 'POST',
      url: '/api/account/change-password',
      headers: ctx.auth(current),
      payload: { oldPassword: PASSWORD, newPassword: 'Brand-new-2026' },
    })
    expect(res.json()).toMatchObject({ code: 200, msg: '密码已修改' })
    const me = (token: string) =>
      ctx.request({ method: 'GET', url: '/api/account/get-current-user-info', headers: ctx.auth(token) })
    expect((await me(current)).statusCode).toBe(200)
    expect((await me(other)).statusCode).toBe(401)
    await expect(ctx.login('customer')).rejects.toThrow()
    expect(await ctx.login('customer', 'Brand-new-2026')).toBeTruthy()
  })
})

describe('POST /api/account/upload-avatar', () => {
  it('stores a PNG, returns its URL and serves it back as an image', async () => {
    const token = await ctx.login('subadmin')
    const form = multipart([{ name: 'file', filename: 'me.png', contentType: 'image/png', data: PNG_1X1 }])
    const res = await ctx.request({
      method: 'POST',
      url: '/api/account/upload-avatar',
      headers: { ...ctx.auth(token), ...form.headers },
      payload: form.body,
    })
    const { avatarUrl, userInfo } = res.json().data
    expect(avatarUrl).toMatch(/^\/api\/uploads\/avatars\/[a-f0-9]{32}\.png$/)
    expect(userInfo.avatarUrl).toBe(avatarUrl)
    const image = await ctx.request({ method: 'GET', url: avatarUrl })
    expect(image.statusCode).toBe(200)
    expect(image.headers['content-type']).toBe('image/png')
    expect(image.headers['x-content-type-options']).toBe('nosniff')
    expect(image.rawPayload.equals(PNG_1X1)).toBe(true)
  })

  it('replaces the previous avatar file', async () => {
    const token = await ctx.login('subadmin')
    const upload = async () => {
      const form = multipart([{ name: 'file', filename: 'a.png', contentType: 'image/png', data: PNG_1X1 }])
      return (
        await ctx.request({
          method: 'POST',
          url: '/api/account/upload-avatar',
          headers: { ...ctx.auth(token), ...form.headers },
          payload: form.body,
        })
      ).json().data.avatarUrl as string
    }
    const first = await upload()
    const second = await upload()
    expect(second).not.toBe(first)
    expect(existsSync(join(ctx.config.uploadsDir, 'avatars', first.split('/').pop()!))).toBe(false)
    expect((await ctx.request({ method: 'GET', url: first })).statusCode).toBe(404)
  })

  it('refuses content that is not a raster image, whatever its name and declared type', async () => {
    const token = await ctx.login('subadmin')
    for (const data of [
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      Buffer.from('<html><script>alert(1)</script>'),
    ]) {
      const form = multipart([{ name: 'file', filename: 'evil.png', contentType: 'image/png', data }])
      const res = await ctx.request({
        method: 'POST',
        url: '/api/account/upload-avatar',
        headers: { ...ctx.auth(token), ...form.headers },
        payload: form.body,
      })
      expect(res.json()).toMatchObject({ code: 400, msg: '头像只能是 PNG、JPEG、GIF 或 WebP 图片' })
    }
  })

  it('refuses files over the size limit, empty uploads and non-multipart bodies', async () => {
    const token = await ctx.login('subadmin')
    const big = Buffer.concat([PNG_1X1, Buffer.alloc(5000)])
    const tooBig = multipart([{ name: 'file', filename: 'big.png', contentType: 'image/png', data: big }])
    const res = await ctx.request({
      method: 'POST',
      url: '/api/account/upload-avatar',
      headers: { ...ctx.auth(token), ...tooBig.headers, 'accept-language': 'en' },
      payload: tooBig.body,
    })
    expect(res.statusCode).toBe(413)
    expect(res.json().msg).toBe('File too large: each file must be at most 4 KB')
    const noFile = multipart([{ name: 'note', data: Buffer.from('hello') }])
    const missing = await ctx.request({
      method: 'POST',
      url: '/api/account/upload-avatar',
      headers: { ...ctx.auth(token), ...noFile.headers },
      payload: noFile.body,
    })
    expect(missing.json()).toMatchObject({ code: 400, msg: '请选择要上传的文件' })
    const json = await ctx.request({
      method: 'POST',
      url: '/api/account/upload-avatar',
      headers: ctx.auth(token),
      payload: { file: 'x' },
    })
    expect(json.statusCode).toBe(415)
  })

  it('answers 404 for unknown avatar files and 400 for names that are not avatar names', async () => {
    expect((await ctx.request({ method: 'GET', url: `/api/uploads/avatars/${'0'.repeat(32)}.png` })).statusCode).toBe(
      404,
    )
    expect((await ctx.request({ method: 'GET', url: '/api/uploads/avatars/..%2F..%2Fdb' })).json().code).toBe(400)
  })
})

describe('company sub-accounts', () => {
  it('lists the sub-accounts of a company main account, and none for others', async () => {
    const acme = await ctx.login('acme')
    const list = await ctx.request({ method: 'GET', url: '/api/account/sub-users', headers: ctx.auth(acme) })
    expect(list.json().data.map((u: { username: string }) => u.username)).toEqual(['acme-buyer', 'acme-engineer'])
    const customer = await ctx.login('auditor')
    expect(
      (await ctx.request({ method: 'GET', url: '/api/account/sub-users', headers: ctx.auth(customer) })).json().data,
    ).toEqual([])
  })

  it('lets the main account log in as its own sub-account', async () => {
    const acme = await ctx.login('acme')
    const list = await ctx.request({ method: 'GET', url: '/api/account/sub-users', headers: ctx.auth(acme) })
    const buyer = list.json().data[0]
    const res = await ctx.request({
      method: 'POST',
      url: '/api/account/sub-user-login',
      headers: ctx.auth(acme),
      payload: { subUserId: buyer.id },
    })
    expect(res.json()).toMatchObject({
      code: 200,
      data: { userInfo: { username: 'acme-buyer', isSubUser: true, role: 'Customer' } },
    })
    const info = await ctx.request({
      method: 'GET',
      url: '/api/account/get-current-user-info',
      headers: ctx.auth(res.json().data.token),
    })
    expect(info.json().data.userInfo.username).toBe('acme-buyer')
  })

  it('answers 404 for anyone else’s sub-account, a non-sub-account or an unknown id', async () => {
    const acme = await ctx.login('acme')
    const list = await ctx.request({ method: 'GET', url: '/api/account/sub-users', headers: ctx.auth(acme) })
    const buyerId = list.json().data[0].id
    const customer = await ctx.login('auditor')
    const stranger = await ctx.request({
      method: 'POST',
      url: '/api/account/sub-user-login',
      headers: ctx.auth(customer),
      payload: { subUserId: buyerId },
    })
    expect(stranger.statusCode).toBe(404)
    expect(stranger.json().msg).toBe('子账号不存在')
    const self = await ctx.request({
      method: 'POST',
      url: '/api/account/sub-user-login',
      headers: ctx.auth(acme),
      payload: { subUserId: 1 },
    })
    expect(self.statusCode).toBe(404)
    const bad = await ctx.request({
      method: 'POST',
      url: '/api/account/sub-user-login',
      headers: ctx.auth(acme),
      payload: { subUserId: 'abc' },
    })
    expect(bad.json().code).toBe(400)
  })
})
