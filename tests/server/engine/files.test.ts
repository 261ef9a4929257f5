import { describe, expect, it } from 'vitest'
import { detectFileType, pairFilesByStem } from '../../../server/engine/index.ts'
import { buildPdf } from './support/pdf-writer.ts'
import { buildDxf, text } from './support/dxf-writer.ts'
import { fixture } from './support/fixtures.ts'

const enc = (s: string) => new TextEncoder().encode(s)

describe('detectFileType: every format by content', () => {
  it.each([
    ['3d/step/featuretype.STEP', 'step', '3d'],
    ['3d/iges/single_rounded_cube.igs', 'iges', '3d'],
    ['3d/stl/featuretype.STL', 'stl', '3d'],
    ['3d/stl/fuji_obj.stl', 'stl', '3d'],
    ['3d/obj/fandisk.obj', 'obj', '3d'],
    ['3d/gltf/pins.glb', 'glb', '3d'],
    ['2d/NIST_MBE_PMI_11.pdf', 'pdf', '2d'],
    ['2d/ChuteHolderPrint.DXF', 'dxf', '2d'],
    ['2d/NIST_MBE_PMI_1_p1.png', 'png', '2d'],
  ])('%s → %s', (path, format, kind) => {
    const r = detectFileType(fixture(path), path)
    expect(r).toMatchObject({ ok: true, format, kind, extensionMatches: true })
  })

  it('a binary STL whose header starts with "solid" is still binary (84 + 50·n bytes)', () => {
    const bytes = new Uint8Array(84 + 50)
    bytes.set(enc('solid exported by a CAD system'))
    new DataView(bytes.buffer).setUint32(80, 1, true)
    expect(detectFileType(bytes, 'part.stl')).toMatchObject({ ok: true, format: 'stl' })
  })

  it('recognises glTF JSON, JPEG and synthetic PDF/DXF', () => {
    expect(detectFileType(enc('{"asset":{"version":"2.0"},"meshes":[]}'), 'a.gltf')).toMatchObject({
      ok: true,
      format: 'gltf',
    })
    const jpeg = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 0xff, 0xd9])
    expect(detectFileType(jpeg, 'scan.jpeg')).toMatchObject({ ok: true, format: 'jpg', mimeType: 'image/jpeg' })
    expect(detectFileType(buildPdf([{ width: 100, height: 100, drawing: true }]), 'd.pdf')).toMatchObject({
      ok: true,
      format: 'pdf',
    })
    expect(detectFileType(buildDxf([text(0, 0, 2.5, 'A')]), 'd.dxf')).toMatchObject({ ok: true, format: 'dxf' })
  })

  it('content wins over a wrong extension, and says so', () => {
    const r = detectFileType(fixture('3d/step/featuretype.STEP'), 'drawing.pdf')
    expect(r).toMatchObject({ ok: true, format: 'step', extensionMatches: false })
  })

  it('rejects empty files, random bytes named .step and text that is no format', () => {
    expect(detectFileType(new Uint8Array(0), 'x.step')).toMatchObject({ ok: false, reason: 'empty' })
    let seed = 7
    const random = Uint8Array.from({ length: 4096 }, () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) & 0xff)
    expect(detectFileType(random, 'part.step')).toMatchObject({ ok: false, reason: 'unknown' })
    expect(detectFileType(enc('hello, this is not a drawing'), 'notes.pdf')).toMatchObject({
      ok: false,
      reason: 'unknown',
    })
  })

  it('reports truncated files of a recognised format', () => {
    const cut = (path: string, keep = 0.5) => {
      const b = fixture(path)
      return b.subarray(0, Math.floor(b.length * keep))
    }
    expect(detectFileType(cut('3d/step/featuretype.STEP'), 'a.step')).toMatchObject({
      ok: false,
      reason: 'truncated',
      format: 'step',
    })
    expect(detectFileType(cut('3d/iges/single_rounded_cube.igs'), 'a.igs')).toMatchObject({
      ok: false,
      reason: 'truncated',
      format: 'iges',
    })
    expect(detectFileType(cut('3d/gltf/pins.glb'), 'a.glb')).toMatchObject({
      ok: false,
      reason: 'truncated',
      format: 'glb',
    })
    expect(detectFileType(cut('2d/NIST_MBE_PMI_11.pdf'), 'a.pdf')).toMatchObject({
      ok: false,
      reason: 'truncated',
      format: 'pdf',
    })
    expect(detectFileType(cut('2d/NIST_MBE_PMI_1_p1.png'), 'a.png')).toMatchObject({
      ok: false,
      reason: 'truncated',
      format: 'png',
    })
    expect(detectFileType(cut('2d/sliding-base.dxf'), 'a.dxf')).toMatchObject({
      ok: false,
      reason: 'truncated',
      format: 'dxf',
    })
    expect(detectFileType(cut('3d/stl/fuji_obj.stl'), 'a.stl')).toMatchObject({
      ok: false,
      reason: 'truncated',
      format: 'stl',
    })
    expect(detectFileType(cut('3d/stl/featuretype.STL', 0.7), 'a.stl')).toMatchObject({
      ok: false,
      reason: 'truncated',
      format: 'stl',
    })
  })
})

describe('pairFilesByStem', () => {
  it('pairs 2D and 3D of one part by stem, case and width insensitive, keeping first-seen order', () => {
    const { parts, unmatched } = pairFilesByStem([
      'Bracket.STEP',
      'shaft.pdf',
      'bracket.pdf',
      'ＳＨＡＦＴ.stl',
      'shaft.step',
      'readme.txt',
    ])
    expect(unmatched).toEqual(['readme.txt'])
    expect(parts).toHaveLength(2)
    expect(parts[0]).toMatchObject({
      stem: 'bracket',
      name: 'Bracket',
      models: ['Bracket.STEP'],
      drawings: ['bracket.pdf'],
      primaryModel: 'Bracket.STEP',
    })
    expect(parts[1]).toMatchObject({
      stem: 'shaft',
      models: ['ＳＨＡＦＴ.stl', 'shaft.step'],
      primaryModel: 'shaft.step',
      primaryDrawing: 'shaft.pdf',
    })
  })

  it('keeps dots inside stems and prefers vector drawings over scans', () => {
    const { parts } = pairFilesByStem(['a.v2.igs', 'a.v2.png', 'a.v2.dxf'])
    expect(parts).toEqual([
      expect.objectContaining({ stem: 'a.v2', primaryModel: 'a.v2.igs', primaryDrawing: 'a.v2.dxf' }),
    ])
  })

  it('a drawing alone is its own part without a model', () => {
    expect(pairFilesByStem(['only.pdf']).parts[0]).toMatchObject({
      models: [],
      drawings: ['only.pdf'],
      primaryModel: undefined,
    })
  })
})
