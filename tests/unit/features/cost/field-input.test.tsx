import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { CostFieldInput } from '../../../../src/features/cost/components/cost-field-input.tsx'
import { setLocale } from '../../../../src/lib/i18n/index.ts'
import { mountRoot, stubIconFetch } from '../../support/render.tsx'
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

// A required cost field carries the same required mark as every other form (the input's own
// asterisk, or the shared mark on a native field's label), never a "*" typed into its label.
describe('CostFieldInput required mark', () => {
  it('marks a required text field as required and an optional one not', async () => {
    await mounted.render(
      <>
        <CostFieldInput
          field={{ name: 'code', kind: 'text', label: 'Code', required: true }}
          value=""
          error={undefined}
          onChange={() => {}}
        />
        <CostFieldInput
          field={{ name: 'note', kind: 'text', label: 'Note' }}
          value=""
          error={undefined}
          onChange={() => {}}
        />
      </>,
    )
    const code = mounted.host.querySelector('[data-testid="cost-field-code"]')!
    expect(code).toMatchObject({ required: true, label: 'Code' })
    expect(mounted.host.querySelector('[data-testid="cost-field-note"]')).toMatchObject({ required: false })
  })

  it('marks a required choice by its label and aria-required', async () => {
    await mounted.render(
      <CostFieldInput
        field={{ name: 'grade', kind: 'enum', label: 'Grade', required: true, options: ['A', 'B'] }}
        value=""
        error={undefined}
        onChange={() => {}}
      />,
    )
    const label = mounted.host.querySelector('label')!
    expect(label.textContent).toBe('Grade')
    expect(label.classList.contains('qe-required')).toBe(true)
    expect(mounted.host.querySelector('select')!.getAttribute('aria-required')).toBe('true')
  })
})
