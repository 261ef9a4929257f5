import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { defaultQuoteConfig } from '../../../../server/engine/pricing/default-config.ts'
import { wasValue } from '../../../../src/features/quote-config/lib/diff.ts'
import type { DraftRow } from '../../../../src/features/quote-config/lib/draft.ts'
import {
  $configDetail,
  loadConfigDetail,
  previousDraft,
  resetConfigDetail,
} from '../../../../src/features/quote-config/stores/config-detail.ts'
import {
  currentDraft,
  hasUnsavedChanges,
  openSection,
  saveSection,
  updateDraft,
} from '../../../../src/features/quote-config/stores/section-edit.ts'
import { json, logIn, stubFetch } from '../../support/fetch-stub.ts'
import { resetState } from '../../support/reset.ts'

const envelope = (data: unknown, code = 200, msg = 'ok') =>
  json({ success: code === 200, code, msg, data, extraInfo: null }, code === 200 ? 200 : code)

function configWithPrice(priceKg: number) {
  const config = defaultQuoteConfig()
  config.material.items[0]!.priceKg = priceKg
  return config
}
const version = (v: number, priceKg: number) => ({
  configId: 5,
  configName: 'Shop',
  version: v,
  note: null,
  createTime: '',
  config: configWithPrice(priceKg),
})
const detail = (v: number, priceKg: number) => ({
  id: 5,
  name: 'Shop',
  description: '',
  isDefault: false,
  enabled: true,
  currentVersion: v,
  createTime: '',
  updateTime: '',
  version: version(v, priceKg),
})

const priceOfFirst = () => (currentDraft('material')?.items as DraftRow[])[0]!.priceKg

beforeEach(() => {
  resetState()
  logIn()
  resetConfigDetail()
})
afterEach(() => vi.unstubAllGlobals())

describe('detail and versions', () => {
  it('loads the configuration and the version before its current one', async () => {
    const calls = stubFetch(envelope(detail(3, 30)), envelope(version(2, 25)))
    await loadConfigDetail('5')
    expect(calls.map((c) => c.url)).toEqual(['/api/quote-config/5', '/api/quote-config/5/versions/2'])
    expect($configDetail.get()).toMatchObject({ status: 'ready', previous: { version: 2 } })
  })

  it('shows the previous value beside a changed field only', async () => {
    stubFetch(envelope(detail(3, 30)), envelope(version(2, 25)))
    await loadConfigDetail('5')
    const state = $configDetail.get()
    const now = currentDraft('material')!
    expect(wasValue(previousDraft(state, 'material'), now, 'items', 'priceKg', 0)).toBe('25')
    expect(wasValue(previousDraft(state, 'material'), now, 'items', 'density', 0)).toBeUndefined()
    // Rows are matched by key: a removed first row does not shift the comparison.
    const rows = now.items as DraftRow[]
    expect(
      wasValue(previousDraft(state, 'material'), { ...now, items: rows.slice(1) }, 'items', 'priceKg', 0),
    ).toBeUndefined()
  })

  it('version 1 has no previous version to fetch', async () => {
    const calls = stubFetch(envelope(detail(1, 30)))
    await loadConfigDetail('5')
    expect(calls).toHaveLength(1)
    expect($configDetail.get().previous).toBeNull()
  })

  it('a 403 is shown as forbidden', async () => {
    stubFetch(envelope(null, 403, 'Forbidden'))
    await loadConfigDetail('5')
    expect($configDetail.get()).toMatchObject({ status: 'error', forbidden: true })
  })
})

describe('saving a section', () => {
  async function editPrice(value: string) {
    stubFetch(envelope(detail(1, 30)))
    await loadConfigDetail('5')
    const draft = currentDraft('material')!
    const items = (draft.items as DraftRow[]).map((r, i) => (i === 0 ? { ...r, priceKg: value } : r))
    updateDraft({ ...draft, items }, 'items.0.priceKg')
  }

  it('does not send an invalid draft, and names the field', async () => {
    await editPrice('-3')
    const calls = stubFetch(envelope(detail(2, 0)))
    expect(await saveSection()).toBeNull()
    expect(calls).toHaveLength(0)
    expect($configDetail.get().errors['items.0.priceKg']?.key).toBe('common.rules.min')
  })

  it('saves as a new version; the replaced version becomes the one compared with', async () => {
    await editPrice('42')
    expect(hasUnsavedChanges()).toBe(true)
    const calls = stubFetch(envelope(detail(2, 42)))
    expect(await saveSection()).toBe(2)
    expect(calls[0]?.url).toBe('/api/quote-config/5/sections/material')
    expect(calls[0]?.init.method).toBe('PUT')
    expect(JSON.parse(String(calls[0]?.init.body)).items[0].priceKg).toBe(42)
    expect($configDetail.get()).toMatchObject({ detail: { currentVersion: 2 }, previous: { version: 1 } })
    expect(hasUnsavedChanges()).toBe(false)
    expect(priceOfFirst()).toBe('42')
  })

  it("keeps the draft and the server's message when the server refuses", async () => {
    await editPrice('42')
    stubFetch(envelope(null, 400, 'material.items.0.priceKg must be at least 0'))
    expect(await saveSection()).toBeNull()
    expect($configDetail.get().saveError).toBe('material.items.0.priceKg must be at least 0')
    expect(priceOfFirst()).toBe('42')
  })

  it('leaving a section with discard drops its unsaved draft', async () => {
    await editPrice('42')
    openSection('machining', true)
    expect($configDetail.get().section).toBe('machining')
    expect(hasUnsavedChanges('material')).toBe(false)
    expect(priceOfFirst()).toBe('30')
  })
})
