import { beforeEach, describe, expect, it } from 'vitest'
import { setLocale } from '../../../src/lib/i18n/index.ts'
import type { PermissionAction } from '../../../contract/wire.ts'
import { hasPermission, holdsRight } from '../../../src/lib/permission.ts'
import type { ServerRoute } from '../../../src/lib/stores/session.ts'
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

describe('holdsRight', () => {
  // A role built in the permission matrix: nothing here names a role, only the granted screens.
  const routes = (permission: PermissionAction[]): ServerRoute[] => [
    {
      path: '/quote-order',
      name: 'QuoteOrder',
      meta: { permission: ['view'] },
      children: [{ path: 'review', name: 'QuoteOrderReview', meta: { permission } }],
    },
  ]

  it('follows the action granted on the right screen', () => {
    expect(holdsRight(routes(['view']), 'seeEveryCustomer')).toBe(true)
    expect(holdsRight(routes(['view']), 'review')).toBe(false)
    expect(holdsRight(routes(['view', 'edit']), 'review')).toBe(true)
  })

  it('is false without the screen, and before the routes arrive', () => {
    expect(holdsRight([{ path: '/quote-order', name: 'QuoteOrder', meta: { permission: ['view'] } }], 'review')).toBe(
      false,
    )
    expect(holdsRight(undefined, 'seeEveryCustomer')).toBe(false)
    expect(holdsRight(['/quote-order/review'], 'seeEveryCustomer')).toBe(false)
  })
})
