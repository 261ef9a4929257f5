import { describe, expect, it } from 'vitest'
import { userBody, userDraft, userErrors, userRequired } from '../../../../src/features/admin/lib/user-form.ts'

const filled = { ...userDraft(), username: 'auditor1', password: 'secret123', realName: 'Li', roleId: '3' }

describe('user form', () => {
  it('asks for username, password and role on create, from the contract schema', () => {
    const errors = userErrors(userDraft(), false)
    expect(errors.username?.key).toMatch(/^common\.rules\./)
    expect(errors.password?.key).toMatch(/^common\.rules\./)
    expect(errors.roleId?.key).toBe('common.rules.required')
  })

  it('says an empty username is required, not malformed; a malformed one is malformed', () => {
    expect(userErrors({ ...filled, username: '' }, false).username).toEqual({ key: 'common.rules.required' })
    expect(userErrors({ ...filled, username: 'a b' }, false).username?.key).toBe('common.rules.pattern')
  })

  it('marks as required exactly the fields the contract refuses empty', () => {
    expect([...userRequired(false)].sort()).toEqual(['password', 'roleId', 'username'])
    // Editing sends only what changed: nothing must be filled in.
    expect([...userRequired(true)]).toEqual([])
  })

  it('accepts a complete create draft and sends numbers and null for an empty department', () => {
    expect(userErrors(filled, false)).toEqual({})
    expect(userBody(filled, false)).toMatchObject({ username: 'auditor1', roleId: 3, departmentId: null, status: 1 })
  })

  it('rejects a malformed phone number and e-mail', () => {
    const errors = userErrors({ ...filled, phoneNumber: '123', email: 'x@' }, false)
    expect(errors.phoneNumber).toBeDefined()
    expect(errors.email).toBeDefined()
  })

  it('never sends username or password on edit, and keeps the row values', () => {
    const row = {
      id: 7,
      username: 'u7',
      nickName: '',
      realName: 'Wang',
      phoneNumber: null,
      email: '',
      companyName: '',
      roleId: 3,
      role: 'Auditor',
      roleName: '审核员',
      departmentId: 2,
      departmentName: 'QA',
      status: 0 as const,
      parentUserId: null,
      isSubUser: false,
      createdAt: '',
      updatedAt: '',
    }
    const draft = userDraft(row)
    expect(userErrors(draft, true)).toEqual({})
    const body = userBody(draft, true)
    expect(body).not.toHaveProperty('username')
    expect(body).not.toHaveProperty('password')
    expect(body).toMatchObject({ realName: 'Wang', roleId: 3, departmentId: 2, status: 0 })
  })
})

describe('a company sub-account', () => {
  const company = {
    id: 4,
    username: 'acme',
    nickName: '',
    realName: '',
    phoneNumber: null,
    email: '',
    companyName: 'Acme Ltd',
    roleId: 4,
    role: 'Customer',
    roleName: '客户',
    departmentId: null,
    departmentName: null,
    status: 1 as const,
    parentUserId: null,
    isSubUser: false,
    createdAt: '',
    updatedAt: '',
  }

  it('starts from the company’s role and name and is sent under the company', () => {
    const draft = { ...userDraft(undefined, company), username: 'buyer2', password: 'secret123', realName: 'Zhao' }
    expect(draft).toMatchObject({ roleId: '4', companyName: 'Acme Ltd' })
    expect(userErrors(draft, false)).toEqual({})
    expect(userBody(draft, false, company.id)).toMatchObject({ parentUserId: 4, roleId: 4, companyName: 'Acme Ltd' })
    expect(userBody(draft, false)).toMatchObject({ parentUserId: null })
  })
})
