import { describe, expect, it } from 'vitest'
import { DrawingParseError, extractDrawing } from '../../../server/engine/index.ts'
import { attdef, block, buildDxf, dimension, insert, mtext, text } from './support/dxf-writer.ts'
import { fixture } from './support/fixtures.ts'

describe('DXF text entities', () => {
  it('reads TEXT, MTEXT with formatting stripped, ATTRIBs, ATTDEF defaults and DIMENSION text', async () => {
    const dxf = buildDxf(
      [
        text(10, 200, 5, '技术要求：'),
        mtext(10, 190, 3.5, '{\\fSimSun|b0|i0;1、未注公差按GB/T1804-m。}\\P2、表面\\H1.2x;发黑\\H1x;处理；', 1),
        mtext(100, 100, 3.5, '%%c25\\S+0.021^0;', 1),
        dimension(50, 50, 40, '<> H7', 3),
        dimension(80, 50, 12.5),
        insert('TITLE', 300, 20, { MATERIAL: '45#', QTY: '8' }),
      ],
      [block('TITLE', [attdef(0, 30, 'MATERIAL', ''), attdef(0, 40, 'DRAWN', 'ZHANG'), text(0, 50, 3.5, '比例 1:2')])],
    )
    const r = await extractDrawing(dxf, { fileName: 'shaft.dxf' })
    expect(r).toMatchObject({ format: 'dxf', hasTextLayer: true, needsOcr: false, space: 'dxf-units', pages: 1 })
    const texts = r.items.map((i) => `${i.source}:${i.text}`)
    expect(texts).toEqual([
      'dxf-text:技术要求：',
      'dxf-mtext:1、未注公差按GB/T1804-m。',
      'dxf-mtext:2、表面发黑处理；',
      'dxf-mtext:%%c25+0.021/0',
      'dxf-dimension:Ø40 H7',
      'dxf-dimension:12.5',
      'dxf-attrib:45#',
      'dxf-attrib:8',
      'dxf-attdef:ZHANG',
      'dxf-text:比例 1:2',
    ])
    expect(r.summary).toMatchObject({
      material: { grade: '45#', key: '45#' },
      quantity: 8,
      generalTolerance: { label: 'GB/T 1804-m', itGrade: 11 },
      surfaceTreatments: [{ term: '发黑' }],
      tightestItGrade: 7,
      reamedHoles: 1,
    })
    // The stacked tolerance keeps nominal and deviations: Ø25 +0.021/0 is IT7 at 18–30 mm.
    expect(r.findings.find((f) => f.field === 'tolerance')).toMatchObject({
      nominal: 25,
      upper: 0.021,
      lower: 0,
      diameter: true,
      itGrade: 7,
    })
  })

  it('positions: TEXT on its baseline, attributes where the INSERT puts them, block text moved with the insert', async () => {
    const r = await extractDrawing(
      buildDxf(
        [text(10, 200, 5, 'AB'), insert('T', 300, 20, { MATERIAL: 'Q235' })],
        [block('T', [text(5, 50, 3.5, 'S')])],
      ),
      { fileName: 'x.dxf' },
    )
    expect(r.items[0]).toMatchObject({ page: 1, box: { x: 10, y: 200, width: 6, height: 5 } })
    expect(r.items.find((i) => i.text === 'Q235')).toMatchObject({ tag: 'MATERIAL', box: { x: 320, y: 20 } })
    expect(r.items.find((i) => i.text === 'S')).toMatchObject({ box: { x: 305, y: 70 } })
    expect(r.findings.find((f) => f.field === 'material')).toMatchObject({
      grade: 'Q235',
      key: 'Q235',
      source: 'dxf-attrib',
    })
  })

  it('decodes \\U+ escapes and %% codes, and GBK files without UTF-8', async () => {
    const gbk = new Uint8Array([0xb2, 0xc4, 0xc1, 0xcf]) // 材料 in GBK
    const head = new TextEncoder().encode(
      '  0\nSECTION\n  2\nHEADER\n  9\n$DWGCODEPAGE\n  3\nANSI_936\n  0\nENDSEC\n  0\nSECTION\n  2\nENTITIES\n  0\nTEXT\n 10\n0\n 20\n0\n 40\n3\n  1\n',
    )
    const tail = new TextEncoder().encode(
      ':SUS304\n  0\nTEXT\n 10\n0\n 20\n-10\n 40\n3\n  1\n\\U+6570\\U+91CF: 6\n  0\nENDSEC\n  0\nEOF\n',
    )
    const bytes = new Uint8Array([...head, ...gbk, ...tail])
    const r = await extractDrawing(bytes, { fileName: 'gbk.dxf' })
    expect(r.items.map((i) => i.text)).toEqual(['材料:SUS304', '\\U+6570\\U+91CF: 6'])
    expect(r.summary).toMatchObject({ material: { key: 'SUS304' }, quantity: 6 })
  })

  it('fixture DXFs: diameter DIMENSIONs give their measured value; empty drawings report no text', async () => {
    const alu = await extractDrawing(fixture('2d/125_aluminum_srcMH.DXF'), { fileName: 'a.dxf' })
    expect(alu.items.map((i) => i.text)).toEqual(['Ø0.257', 'Ø0.257'])
    const chute = await extractDrawing(fixture('2d/ChuteHolderPrint.DXF'), { fileName: 'c.dxf' })
    expect(chute).toMatchObject({ hasTextLayer: false, needsOcr: true, items: [] })
    const sliding = await extractDrawing(fixture('2d/sliding-base.dxf'), { fileName: 's.dxf' })
    expect(sliding.items.map((i) => i.text)).toEqual(['SolidWorks Educational Edition.', 'For Instructional Use Only.'])
  })

  it('rejects binary DXF and malformed group codes clearly', async () => {
    const binary = new TextEncoder().encode('AutoCAD Binary DXF\r\n\u001a\u0000  0\nSECTION\n  0\nEOF\n')
    await expect(extractDrawing(binary, { fileName: 'b.dxf' })).rejects.toThrow()
    const broken = new TextEncoder().encode('  0\nSECTION\n  2\nENTITIES\nxx\nTEXT\n  0\nENDSEC\n  0\nEOF\n')
    await expect(extractDrawing(broken, { fileName: 'b.dxf' })).rejects.toBeInstanceOf(DrawingParseError)
  })
})
