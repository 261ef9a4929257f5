import { beforeEach, describe, expect, it } from 'vitest'
import { setLocale } from '../../../src/lib/i18n/index.ts'
import { hasPermission } from '../../../src/lib/permission.ts'
import { resetState } from '../support/reset.ts'

beforeEach(resetState)

describe('hasPermission', () => {
  it('is true only when the route lists the permission', () => {
    expect(hasPermission('edit', ['add', 'edit'])).toBe(true)
    expect(hasPermission('delete', ['add', 'edit'])).toBe(false)
    expect(hasPermission('view')).toBe(false)
  })

  it('throws the translated message for an empty permission name', () => {
    expect(() => hasPermission('', ['edit'])).toThrow('请设置操作权限标签值')
    expect(() => hasPermission(undefined)).toThrow(Error)
    setLocale('en')
    expect(() => hasPermission(null)).toThrow('Please set the permission value')
  })
})
