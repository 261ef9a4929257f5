import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  removeLibraryRow,
  saveLibraryRow,
  setLibraryEnabled,
} from '../../../../src/features/process-library/stores/library-actions.ts'
import { libraryList } from '../../../../src/features/process-library/stores/library-list.ts'
import {
  $libraryImport,
  downloadLibrary,
  uploadLibrary,
} from '../../../../src/features/process-library/stores/library-transfer.ts'
import { $toast } from '../../../../src/lib/api/toast.ts'
import { LIBRARY_IMPORT_MAX_BYTES } from '../../../../contract/process-library.ts'
import { json, logIn, stubFetch } from '../../support/fetch-stub.ts'
import { resetState } from '../../support/reset.ts'

const envelope = (data: unknown, code = 200, msg = 'ok') =>
  json({ success: code === 200, code, msg, data, extraInfo: null }, code === 200 ? 200 : code)
const tools = (from: number, count: number) =>
  Array.from({ length: count }, (_, i) => ({ id: from + i, code: `T${from + i}`, name: '刀', enabled: true }))
const page = (pageIndex: number, rows: unknown[], totalCount: number, pageSize = 10) =>
  envelope({
    rows,
    pageIndex,
    pageSize,
    totalCount,
    totalPages: Math.ceil(totalCount / pageSize),
    hasPreviousPage: pageIndex > 1,
    hasNextPage: pageIndex * pageSize < totalCount,
  })
const done = envelope(null)
const state = () => libraryList('tools').$state.get()

beforeEach(() => {
  resetState()
  logIn()
  $libraryImport.set({ status: 'idle' })
})
afterEach(() => vi.unstubAllGlobals())

describe('library list', () => {
  it('asks 10 rows a page, then searches and filters by status from page 1', async () => {
    const calls = stubFetch(page(1, tools(1, 10), 25), page(2, tools(11, 10), 25), page(1, tools(3, 1), 1))
    await libraryList('tools').reload()
    expect(calls[0]?.url).toBe('/api/process-library/tools?pageIndex=1&pageSize=10')
    await libraryList('tools').setPage(2)
    await libraryList('tools').setFilters({ enabled: 'false' })
    await libraryList('tools').search(' 丝锥 ')
    expect(calls[3]?.url).toBe(
      `/api/process-library/tools?pageIndex=1&pageSize=10&keyword=${encodeURIComponent('丝锥')}&enabled=false`,
    )
    expect(state()).toMatchObject({ status: 'loaded', keyword: '丝锥', filters: { enabled: 'false' } })
  })

  it('keeps each library apart and shows a 403 as forbidden, not as an error', async () => {
    stubFetch(envelope(null, 403, 'forbidden'))
    await libraryList('crafts').reload()
    expect(libraryList('crafts').$state.get().status).toBe('forbidden')
    expect(state().status).toBe('idle')
  })
})

describe('library writes', () => {
  it('adds with POST, edits with PUT on the id, then reloads the page', async () => {
    const calls = stubFetch(done, page(1, tools(1, 1), 1), done, page(1, tools(1, 1), 1))
    expect(await saveLibraryRow('tools', null, { code: 'T9' })).toEqual({ ok: true })
    expect(calls[0]).toMatchObject({ url: '/api/process-library/tools', init: { method: 'POST' } })
    expect(await saveLibraryRow('equipment', 12, { axes: 5 })).toEqual({ ok: true })
    expect(calls[2]).toMatchObject({ url: '/api/process-library/equipment/12', init: { method: 'PUT' } })
    expect(JSON.parse(String(calls[2]?.init.body))).toEqual({ axes: 5 })
    expect(calls[3]?.url).toContain('/api/process-library/equipment?')
  })

  it('answers the server’s words when it refuses a save, without reloading', async () => {
    const calls = stubFetch(envelope(null, 409, '编码 T1 已存在'))
    expect(await saveLibraryRow('tools', null, { code: 'T1' })).toEqual({ ok: false, message: '编码 T1 已存在' })
    expect(calls).toHaveLength(1)
  })

  it('enables or disables through the status route and reloads so the switch shows the server’s state', async () => {
    const calls = stubFetch(done, page(1, tools(1, 1), 1))
    expect(await setLibraryEnabled('tools', 3, false)).toBe(true)
    expect(calls[0]).toMatchObject({ url: '/api/process-library/tools/3/status', init: { method: 'PUT' } })
    expect(JSON.parse(String(calls[0]?.init.body))).toEqual({ enabled: false })
    expect(calls).toHaveLength(2)
  })

  it('keeps the delete dialog open on a refusal and toasts the server’s words', async () => {
    const refusal = '刀具 T1 正被已下发的工艺路线使用，不能删除'
    const calls = stubFetch(envelope(null, 409, refusal))
    expect(await removeLibraryRow('tools', 1)).toBe(false)
    expect(calls[0]?.init.method).toBe('DELETE')
    expect($toast.get()).toMatchObject({ variant: 'danger', message: refusal })
  })

  it('goes back one page after deleting the only row of the last page', async () => {
    const calls = stubFetch(page(1, tools(1, 10), 11), page(2, tools(11, 1), 11), done, page(1, tools(1, 10), 10))
    await libraryList('tools').reload()
    await libraryList('tools').setPage(2)
    expect(await removeLibraryRow('tools', 11)).toBe(true)
    expect(calls[3]?.url).toContain('pageIndex=1')
  })
})

describe('import and export', () => {
  it('uploads the file as multipart, shows the counts and reloads the list', async () => {
    const calls = stubFetch(envelope({ added: 2, updated: 3 }), page(1, tools(1, 5), 5))
    const file = new File(['x'], 'tools.xlsx')
    await uploadLibrary('tools', file)
    expect(calls[0]).toMatchObject({ url: '/api/process-library/tools/import', init: { method: 'POST' } })
    expect((calls[0]?.init.body as FormData).get('file')).toBeInstanceOf(File)
    expect($libraryImport.get()).toEqual({ status: 'done', library: 'tools', added: 2, updated: 3 })
    expect(calls[1]?.url).toContain('/api/process-library/tools?')
  })

  it('keeps the server’s reason when a file is refused', async () => {
    const calls = stubFetch(envelope(null, 400, '第 3 行：直径必须不大于 500'))
    await uploadLibrary('tools', new File(['x'], 'tools.xlsx'))
    expect($libraryImport.get()).toEqual({ status: 'failed', library: 'tools', message: '第 3 行：直径必须不大于 500' })
    expect(calls).toHaveLength(1)
  })

  it('refuses an empty or too large file before uploading it', async () => {
    const calls = stubFetch(envelope({ added: 0, updated: 0 }))
    await uploadLibrary('tools', new File([], 'empty.xlsx'))
    expect($libraryImport.get()).toMatchObject({ status: 'failed', message: '文件为空' })
    await uploadLibrary('tools', new File([new Uint8Array(LIBRARY_IMPORT_MAX_BYTES + 1)], 'big.xlsx'))
    expect($libraryImport.get()).toMatchObject({ status: 'failed', message: '文件超过 2 MB' })
    expect(calls).toHaveLength(0)
  })

  it('exports what the list shows: its keyword and status', async () => {
    stubFetch(page(1, tools(1, 1), 1))
    await libraryList('tools').setFilters({ enabled: 'true' })
    await libraryList('tools').search('M6')
    const saved = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:tools')
    const calls = stubFetch(new Response(new Blob(['xlsx']), { status: 200 }))
    expect(await downloadLibrary('tools')).toBe(true)
    expect(calls[0]?.url).toBe('/api/process-library/tools/export?keyword=M6&enabled=true')
    expect(saved).toHaveBeenCalledOnce()
    saved.mockRestore()
  })
})
