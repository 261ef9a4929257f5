import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { fileNameFrom, quoteSheetName } from '../../../../src/features/ai-quote/lib/save-blob.ts'
import {
  $downloading,
  $selectedParts,
  downloadSelected,
  setSelected,
  toggleSelected,
} from '../../../../src/features/ai-quote/stores/selection.ts'
import { logIn, stubFetch } from '../../support/fetch-stub.ts'
import { resetState } from '../../support/reset.ts'
import { envelope } from './support.ts'

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'

beforeEach(() => {
  resetState()
  logIn()
  setSelected([])
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:sheet', revokeObjectURL: () => {} }))
})
afterEach(() => vi.unstubAllGlobals())

describe('quote sheet file names', () => {
  it("prefers the server's UTF-8 name, then the plain one, then ours", () => {
    expect(fileNameFrom(`attachment; filename="q.xlsx"; filename*=UTF-8''%E6%8A%A5%E4%BB%B7%E5%8D%95.xlsx`)).toBe(
      '报价单.xlsx',
    )
    expect(fileNameFrom('attachment; filename="q.xlsx"')).toBe('q.xlsx')
    expect(fileNameFrom(null)).toBeNull()
    expect(quoteSheetName(12, new Date('2026-05-01T10:00:00Z'))).toBe('quote-12-2026-05-01.xlsx')
  })
})

describe('downloadSelected', () => {
  it('asks for the ticked parts and saves the XLSX under its name', async () => {
    const clicks: string[] = []
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push(this.download)
    })
    const calls = stubFetch(
      new Response(new Blob(['PK…'], { type: XLSX }), {
        headers: { 'content-type': XLSX, 'content-disposition': 'attachment; filename="sheet.xlsx"' },
      }),
    )
    toggleSelected(3, true)
    toggleSelected(4, true)
    toggleSelected(3, false)
    expect(await downloadSelected()).toBe(true)
    expect(calls[0]?.init.method).toBe('PUT')
    expect(JSON.parse(String(calls[0]?.init.body))).toEqual({ partIds: [4] })
    expect(clicks).toEqual(['sheet.xlsx'])
    expect($downloading.get()).toBe(false)
  })

  it('does nothing without a ticked part, and reports a refusal', async () => {
    expect(await downloadSelected()).toBe(false)
    stubFetch(envelope(null, 403, 'forbidden'))
    $selectedParts.set([1])
    expect(await downloadSelected()).toBe(false)
  })
})
