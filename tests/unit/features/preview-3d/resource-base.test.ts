import { describe, expect, it } from 'vitest'
import { resourceBase } from '../../../../src/features/preview-3d/lib/load-gltf.ts'

describe('resourceBase', () => {
  it('resolves a glTF’s resources beside the file', () => {
    expect(resourceBase('https://erp.example/models/a/part.gltf?v=1')).toBe('https://erp.example/models/a/')
  })

  it('does not throw for a blob: or data: URL (an uploaded GLB previewed before it is stored)', () => {
    expect(() => resourceBase('blob:https://erp.example/5f1c')).not.toThrow()
    expect(resourceBase('blob:https://erp.example/5f1c')).toBe(new URL('./', location.href).href)
    expect(resourceBase('data:model/gltf-binary;base64,AAAA')).toBe(new URL('./', location.href).href)
  })
})
