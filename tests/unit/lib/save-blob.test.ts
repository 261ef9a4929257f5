import { atom } from 'nanostores'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { BlobResponse } from '../../../src/lib/api/types.ts'
import { datedXlsxName, downloadOnce, fileNameFrom } from '../../../src/lib/save-blob.ts'
import { formatDay } from '../../../src/lib/format/date-time.ts'

const file = (disposition: string | null): BlobResponse => ({
  blob: new Blob(['xlsx']),
  headers: new Headers(disposition ? { 'Content-Disposition': disposition } : {}),
  status: 200,
})

describe('downloads', () => {
  afterEach(() => vi.restoreAllMocks())

  it('name the file as the server does (the UTF-8 name first), else after what it holds and the day', () => {
    const both = `attachment; filename="materials.xlsx"; filename*=UTF-8''${encodeURIComponent('材料-2026-03-01.xlsx')}`
    expect(fileNameFrom(both)).toBe('材料-2026-03-01.xlsx')
    expect(fileNameFrom('attachment; filename="m.xlsx"')).toBe('m.xlsx')
    expect(fileNameFrom(null)).toBeNull()
    expect(datedXlsxName('machines', new Date('2026-03-01T00:00:00Z'))).toBe(
      `machines-${formatDay('2026-03-01T00:00:00Z')}.xlsx`,
    )
  })

  it('date a file by the reader’s day: past midnight in Shanghai is the next day', () => {
    const zone = process.env.TZ
    process.env.TZ = 'Asia/Shanghai'
    try {
      expect(datedXlsxName('machines', new Date('2026-02-28T17:00:00Z'))).toBe('machines-2026-03-01.xlsx')
    } finally {
      if (zone === undefined) delete process.env.TZ
      else process.env.TZ = zone
    }
  })

  it('run one at a time, saving under the server’s name or the fallback, and free the button after a failure', async () => {
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:x')
    const names: string[] = []
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download)
    })
    const $busy = atom<'a' | 'b' | ''>('')
    let release: (value: BlobResponse) => void = () => {}
    const first = downloadOnce($busy, 'a', () => new Promise((resolve) => (release = resolve)), 'a.xlsx')
    expect($busy.get()).toBe('a')
    expect(await downloadOnce($busy, 'b', async () => file(null), 'b.xlsx')).toBe(false)
    release(file(`attachment; filename*=UTF-8''${encodeURIComponent('表.xlsx')}`))
    expect(await first).toBe(true)
    expect(await downloadOnce($busy, 'b', async () => file(null), 'b.xlsx')).toBe(true)
    expect(names).toEqual(['表.xlsx', 'b.xlsx'])
    expect(await downloadOnce($busy, 'a', () => Promise.reject(new Error('503')), 'a.xlsx')).toBe(false)
    expect($busy.get()).toBe('')
  })
})
