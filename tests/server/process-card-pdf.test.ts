import { describe, expect, it } from 'vitest'
import { renderProcessCardPdf, type ProcessCardPdfInput } from '../../server/services/process-plans/card-pdf.ts'
import { baseFonts, pdfPages } from './helpers/pdf-text.ts'

// The 工艺过程卡 PDF from a plain card: its header, operations with setup and per-piece minutes,
// the sign-offs and the change record are searchable text; a long route runs onto more pages,
// each with the operations' header again.

const operation = (seq: number, name: string, content: string) => ({
  seq: String(seq * 10),
  name,
  content,
  equipment: 'VMC850 立式加工中心',
  tooling: '平口钳、Ø10 立铣刀、游标卡尺',
  setupMinutes: 30,
  unitMinutes: 12.5,
})

const CARD: ProcessCardPdfInput = {
  header: {
    drawingNumber: 'QE-2026-017',
    partName: '轴承座',
    material: '45#',
    blankKind: '板料',
    blankSize: '120 × 80 × 30',
    workshop: '机加一车间',
  },
  operations: [
    operation(1, '下料', '锯床下料 125 × 85 × 32'),
    operation(2, '粗铣', '粗铣六面，单边留 0.5 余量'),
    { ...operation(3, '检验', '按图检验全部尺寸'), setupMinutes: null, unitMinutes: 3 },
  ],
  signOffs: {
    author: { name: '张工', date: '2026-12-01' },
    reviewer: { name: '李工', date: '2026-12-02' },
    approver: null,
  },
  changes: [{ mark: 'v2', description: '粗铣改为两次装夹', by: '张工', date: '2026-12-03' }],
}

describe('the 工艺过程卡 PDF', () => {
  it('holds the header, every operation with its minutes, the sign-offs and the change record', async () => {
    const text = (await pdfPages(await renderProcessCardPdf(CARD, 'zh-CN'))).join('\n')
    expect(text).toContain('机械加工工艺过程卡片')
    for (const value of Object.values(CARD.header)) expect(text).toContain(value)
    for (const o of CARD.operations) expect(text).toContain(o.content)
    expect(text).toContain('准终（min）')
    expect(text).toContain('12.5')
    expect(text).toContain('编制')
    expect(text).toContain('张工')
    expect(text).toContain('2026年12月2日')
    expect(text).toContain('粗铣改为两次装夹')
  })

  it('speaks English when asked, with the Chinese sign-off names beside the English ones', async () => {
    const bytes = await renderProcessCardPdf(CARD, 'en')
    const text = (await pdfPages(bytes)).join('\n')
    expect(text).toContain('Machining process card')
    // A header cell may wrap at its space, which the text layer does not keep.
    expect(text.replace(/\s+/g, '')).toContain('Setup(min)')
    expect(text).toContain('Reviewed (审核)')
    expect(text).toContain('Dec 3, 2026')
    for (const font of baseFonts(bytes)) expect(font).toMatch(/^[A-Z]{6}\+NotoSansSC/)
  })

  it('runs a long route onto more pages, each repeating the operations’ header', async () => {
    const long = {
      ...CARD,
      operations: Array.from({ length: 40 }, (_, i) => operation(i + 1, `工序${i + 1}`, `第 ${i + 1} 道工序内容`)),
    }
    const pages = await pdfPages(await renderProcessCardPdf(long, 'zh-CN'))
    expect(pages.length).toBeGreaterThan(1)
    for (const page of pages.slice(0, -1)) expect(page).toContain('工序内容')
    expect(pages.join('\n')).toContain('第 40 道工序内容')
    expect(pages.at(-1)).toContain(`第 ${pages.length} 页，共 ${pages.length} 页`)
  })
})
