import { describe, expect, it } from 'vitest'
import { departmentInput, roleInput } from '../../../../contract/admin.ts'
import { requiredFields } from '../../../../src/lib/forms/schema-errors.ts'
import { menuErrors, menuDraft, menuRequired } from '../../../../src/features/admin/lib/menu-form.ts'

// Every admin form marks with the asterisk exactly what it then refuses as "required" when empty.
describe('admin forms: required marks', () => {
  it('a role needs its code and name; an empty code is missing, not malformed', () => {
    expect([...requiredFields(roleInput, { code: '', name: '', grants: [] })].sort()).toEqual(['code', 'name'])
  })

  it('a department needs its name only', () => {
    expect([...requiredFields(departmentInput, { name: '' })]).toEqual(['name'])
  })

  it('a menu needs its view component, a directory does not', () => {
    expect(menuRequired('menu').has('component')).toBe(true)
    expect(menuRequired('directory').has('component')).toBe(false)
    for (const field of menuRequired('menu'))
      expect(menuErrors({ ...menuDraft(), type: 'menu' })[field]).toEqual({ key: 'common.rules.required' })
  })
})
