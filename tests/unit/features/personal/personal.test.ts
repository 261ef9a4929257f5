import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { avatarFileError } from '../../../../src/features/personal/lib/validators.ts'
import {
  $avatarUpload,
  changeAvatar,
  saveProfile,
  updatePassword,
} from '../../../../src/features/personal/stores/personal.ts'
import { $toast } from '../../../../src/lib/api/toast.ts'
import { $session, setUserInfo } from '../../../../src/lib/stores/session.ts'
import { json, logIn, stubFetch } from '../../support/fetch-stub.ts'
import { resetState } from '../../support/reset.ts'

const envelope = (data: unknown, code = 200, msg = 'ok') =>
  json({ success: code === 200, code, msg, data, extraInfo: null })
const file = (type: string, size: number, name = 'a.png') => new File([new Uint8Array(size)], name, { type })

beforeEach(() => {
  resetState()
  logIn()
  setUserInfo({ id: 7, username: 'customer', nickName: 'Old', roleId: 4, role: 'Customer' })
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:preview', revokeObjectURL: () => {} }))
})
afterEach(() => vi.unstubAllGlobals())

describe('saveProfile', () => {
  it('sends trimmed fields and keeps the role the profile answer does not carry', async () => {
    const calls = stubFetch(envelope({ id: 7, username: 'customer', nickName: 'New', email: 'a@b.cn' }))
    expect(await saveProfile({ nickName: ' New ', realName: '', email: 'a@b.cn ', companyName: '' })).toBe(true)
    expect(JSON.parse(String(calls[0]?.init.body))).toEqual({
      nickName: 'New',
      realName: '',
      email: 'a@b.cn',
      companyName: '',
    })
    expect($session.get().userInfo).toMatchObject({ nickName: 'New', roleId: 4, role: 'Customer' })
    expect($toast.get()?.variant).toBe('success')
  })

  it('keeps the old info when the server refuses', async () => {
    stubFetch(envelope(null, 400, 'email invalid'))
    expect(await saveProfile({ nickName: 'New', realName: '', email: 'x', companyName: '' })).toBe(false)
    expect($session.get().userInfo?.nickName).toBe('Old')
  })
})

describe('updatePassword', () => {
  it('sends old and new password and reports the outcome', async () => {
    const calls = stubFetch(envelope(true, 200, '密码已修改'))
    expect(await updatePassword('Demo@2026', 'Next@2027')).toBe(true)
    expect(JSON.parse(String(calls[0]?.init.body))).toEqual({ oldPassword: 'Demo@2026', newPassword: 'Next@2027' })
    stubFetch(envelope(null, 400, '原密码错误'))
    expect(await updatePassword('wrong', 'Next@2027')).toBe(false)
  })
})

describe('changeAvatar', () => {
  it('rejects other types, empty and oversized files before sending anything', async () => {
    const calls = stubFetch(envelope({}))
    expect(avatarFileError(file('image/svg+xml', 10, 'a.svg'))).toBe('personal.avatarType')
    expect(avatarFileError(file('application/pdf', 10, 'a.pdf'))).toBe('personal.avatarType')
    expect(avatarFileError(file('image/png', 2 * 1024 * 1024 + 1))).toBe('personal.avatarSize')
    expect(avatarFileError(file('image/png', 0))).toBe('personal.avatarEmpty')
    expect(await changeAvatar(file('text/plain', 10, 'a.txt'))).toBe(false)
    expect($avatarUpload.get()).toEqual({ status: 'error', message: '只能上传 PNG、JPG、GIF 或 WebP 图片' })
    expect(calls).toHaveLength(0)
  })

  it('uploads the file as multipart `file`, shows the preview meanwhile, then the new avatar', async () => {
    let seen: unknown
    const calls = stubFetch(() => {
      seen = $avatarUpload.get()
      return envelope({
        avatarUrl: '/api/uploads/avatars/n.png',
        userInfo: { id: 7, username: 'customer', avatarUrl: '/api/uploads/avatars/n.png' },
      })
    })
    expect(await changeAvatar(file('image/png', 100))).toBe(true)
    expect(seen).toEqual({ status: 'uploading', preview: 'blob:preview' })
    const body = calls[0]?.init.body as FormData
    expect(body).toBeInstanceOf(FormData)
    expect((body.get('file') as File).name).toBe('a.png')
    expect(calls[0]?.init.headers.get('Content-Type')).toBeNull()
    expect($session.get()).toMatchObject({ avatarUrl: '/api/uploads/avatars/n.png', userInfo: { roleId: 4 } })
    expect($avatarUpload.get()).toEqual({ status: 'idle' })
  })

  it('shows the server message when the upload is refused', async () => {
    stubFetch(envelope(null, 415, '不支持的图片格式'))
    expect(await changeAvatar(file('image/png', 100))).toBe(false)
    expect($avatarUpload.get()).toEqual({ status: 'error', message: '不支持的图片格式' })
  })
})
