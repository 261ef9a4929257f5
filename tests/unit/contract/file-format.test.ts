import { describe, expect, it } from 'vitest'
import {
  ACCEPT,
  drawingFormatOf,
  extensionOf,
  formatOfName,
  kindOfName,
  modelFormatOf,
  normaliseFormat,
} from '../../../contract/file-format.ts'
import { EXTENSION_FORMAT as SERVER_EXTENSIONS, FORMAT_KIND, FORMAT_MIME } from '../../../server/engine/files/types.ts'

describe('the one file-format table', () => {
  it('reads an extension from a file name, whatever its folder, case or dots', () => {
    expect(extensionOf('Part.Model.STP')).toBe('stp')
    expect(extensionOf('C:\\drawings\\a.pdf')).toBe('pdf')
    expect(extensionOf('no-extension')).toBe('')
    // A bare extension still names a format: the upload, the viewers and the server agree on it.
    expect(extensionOf('.step')).toBe('step')
    expect(formatOfName('.step')).toBe('step')
    // '#' and '?' are ordinary characters in a file name...
    expect(extensionOf('part#2.igs')).toBe('igs')
  })

  it('ignores a URL’s query and hash when a viewer detects the format', () => {
    expect(modelFormatOf('https://erp.example/files/42.step?token=a.b#view.x')).toBe('step')
    expect(drawingFormatOf('/f/drawing.JPEG?v=2')).toBe('jpg')
    expect(modelFormatOf('/f/drawing.pdf')).toBeNull()
    expect(modelFormatOf('/download?id=1', 'stp')).toBe('step')
  })

  it('gives every extension one format and kind, for the upload as for the server', () => {
    expect(normaliseFormat('IGS')).toBe('iges')
    expect(normaliseFormat('gltf')).toBe('gltf')
    expect(normaliseFormat('txt')).toBeNull()
    expect(kindOfName('a.gltf')).toBe('3d')
    expect(kindOfName('a.jpeg')).toBe('2d')
    expect(kindOfName('a.docx')).toBeNull()
    expect(ACCEPT.split(',')).toEqual(Object.keys(SERVER_EXTENSIONS).map((e) => `.${e}`))
    expect(FORMAT_KIND.glb).toBe('3d')
    expect(FORMAT_MIME.jpg).toBe('image/jpeg')
  })
})
