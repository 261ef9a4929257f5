import type { FieldError } from '../../../../src/lib/forms/schema-errors.ts'
import { act } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import { setLocale } from '../../../../src/lib/i18n/index.ts'
import { FieldInput } from '../../../../src/lib/schema-form/field-input.tsx'
import { schemaFields, type SchemaField } from '../../../../src/lib/schema-form/fields.ts'
import { RowDialog } from '../../../../src/lib/schema-form/row-dialog.tsx'
import { click, mountRoot, stubIconFetch } from '../../support/render.tsx'
import { resetState } from '../../support/reset.ts'

let mounted: ReturnType<typeof mountRoot>
beforeEach(() => {
  resetState()
  setLocale('en')
  stubIconFetch()
  mounted = mountRoot()
})
afterEach(async () => {
  await mounted.unmount()
  vi.unstubAllGlobals()
})

const schema = z.object({
  code: z.string().min(1).max(8),
  note: z.string().max(20).optional(),
  grade: z.enum(['A', 'B']),
  classes: z.array(z.enum(['Al', 'Ti'])).min(1),
  rate: z.number().min(0),
})
const fields = schemaFields(schema, (name) => name)
const byName = (name: string) => fields.find((f) => f.name === name)!
const $ = (testId: string) => mounted.host.querySelector(`[data-testid="${testId}"]`)

function renderField(field: SchemaField, error?: FieldError) {
  return mounted.render(
    <FieldInput
      field={field}
      value={field.kind === 'multi' ? [] : ''}
      error={error}
      testId={`f-${field.name}`}
      onChange={() => {}}
    />,
  )
}

// A required field carries the same required mark as every other form (the input's own asterisk,
// or the shared mark on a native field's label), never a "*" typed into its label.
describe('FieldInput', () => {
  it('draws the input the schema picks: text box, select, ticked boxes', async () => {
    await mounted.render(
      <>
        {fields.map((f) => (
          <FieldInput
            key={f.name}
            field={f}
            value={f.kind === 'multi' ? [] : ''}
            error={undefined}
            testId={`f-${f.name}`}
            onChange={() => {}}
          />
        ))}
      </>,
    )
    expect($('f-code')!.tagName).toBe('SL-INPUT')
    expect($('f-code')).toMatchObject({ required: true, label: 'code', maxlength: 8 })
    expect($('f-note')).toMatchObject({ required: false })
    expect($('f-rate')).toMatchObject({ required: true, inputmode: 'decimal' })
    expect($('f-grade')!.tagName).toBe('SELECT')
    expect([...$('f-grade')!.querySelectorAll('option')].map((o) => o.value)).toEqual(['', 'A', 'B'])
    expect($('f-classes')!.tagName).toBe('FIELDSET')
    expect($('f-classes-Ti')!.tagName).toBe('SL-CHECKBOX')
  })

  it('marks a required choice by its label and aria-required', async () => {
    await renderField(byName('grade'))
    const label = mounted.host.querySelector('label')!
    expect(label.textContent).toBe('grade')
    expect(label.classList.contains('qe-required')).toBe(true)
    expect($('f-grade')!.getAttribute('aria-required')).toBe('true')
  })

  it('shows a validation message in place of the hint, and marks the control invalid', async () => {
    await renderField({ ...byName('grade'), hint: 'common.loading' }, { key: 'common.rules.required' })
    expect($('f-grade')!.getAttribute('aria-invalid')).toBe('true')
    expect(mounted.host.querySelector('small')!.textContent).not.toBe('')
    expect(mounted.host.querySelector('small')!.className).toBe('qe-error')
    await renderField(byName('code'), { key: 'common.rules.maxLength', params: { max: 8 } })
    expect(($('f-code') as HTMLElement & { helpText: string }).helpText).toContain('8')
  })
})

describe('RowDialog', () => {
  it('refuses an empty form with the schema’s messages and sends a filled one in the schema’s types', async () => {
    const onSave = vi.fn(async () => ({ ok: true as const }))
    const onClose = vi.fn()
    const row = { code: 'K1', note: '', grade: 'B', classes: ['Ti'], rate: 2.5 }
    await mounted.render(
      <RowDialog
        title="Row"
        schema={schema}
        fields={fields}
        onSave={onSave}
        onClose={onClose}
        testId="t"
        saveLabel="common.ok"
      />,
    )
    await click($('t-save'))
    expect(onSave).not.toHaveBeenCalled()
    for (const name of ['code', 'grade', 'classes', 'rate'])
      expect($(`t-field-${name}`)!.getAttribute('aria-invalid')).toBe('true')
    expect($('t-field-note')!.getAttribute('aria-invalid')).toBe('false')
    await mounted.render(
      <RowDialog
        title="Row"
        schema={schema}
        fields={fields}
        row={row}
        onSave={onSave}
        onClose={onClose}
        testId="t"
        saveLabel="common.ok"
      />,
    )
    await mounted.unmount()
    mounted = mountRoot()
    await mounted.render(
      <RowDialog
        title="Row"
        schema={schema}
        fields={fields}
        row={row}
        onSave={onSave}
        onClose={onClose}
        testId="t"
        saveLabel="common.ok"
      />,
    )
    await click($('t-save'))
    await act(async () => {})
    expect(onSave).toHaveBeenCalledWith({ code: 'K1', grade: 'B', classes: ['Ti'], rate: 2.5 })
    expect(onClose).toHaveBeenCalled()
  })

  it('shows the server’s refusal and keeps what was typed', async () => {
    const onSave = vi.fn(async () => ({ ok: false as const, message: 'Code taken' }))
    const row = { code: 'K1', grade: 'A', classes: ['Al'], rate: 1 }
    await mounted.render(
      <RowDialog
        title="Row"
        schema={schema}
        fields={fields}
        row={row}
        onSave={onSave}
        onClose={() => {}}
        testId="t"
        saveLabel="common.ok"
      />,
    )
    await click($('t-save'))
    await act(async () => {})
    expect($('t-server-error')!.textContent).toBe('Code taken')
    expect($('t-field-code')).toMatchObject({ value: 'K1' })
  })
})
