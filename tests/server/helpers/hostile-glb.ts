// Builds GLB files in memory: an honest triangle, and hostile ones whose declared sizes (counts,
// strides, chunk lengths, node instancing) claim far more than the few bytes they hold.

interface Gltf {
  asset: { version: string }
  buffers: { byteLength: number }[]
  bufferViews: { buffer: number; byteOffset?: number; byteLength: number; byteStride?: number }[]
  accessors: { bufferView: number; componentType: number; count: number; type: string; byteOffset?: number }[]
  meshes: { primitives: { attributes: { POSITION: number } }[] }[]
  nodes: { mesh?: number; children?: number[] }[]
  scenes: { nodes: number[] }[]
}

/** `vertices` float32 xyz triples (triangles of a fan), in one buffer. */
function vertexBin(vertices: number): Uint8Array {
  const floats = new Float32Array(vertices * 3)
  for (let i = 0; i < vertices; i++) floats.set([i % 7, (i * 3) % 5, i % 3 === 0 ? 0 : 1], i * 3)
  return new Uint8Array(floats.buffer)
}

/** A glTF of one mesh of `vertices` vertices (a multiple of 3) under one node. */
export function meshGltf(vertices = 3): { json: Gltf; bin: Uint8Array } {
  const bin = vertexBin(vertices)
  return {
    json: {
      asset: { version: '2.0' },
      buffers: [{ byteLength: bin.length }],
      bufferViews: [{ buffer: 0, byteLength: bin.length }],
      accessors: [{ bufferView: 0, componentType: 5126, count: vertices, type: 'VEC3' }],
      meshes: [{ primitives: [{ attributes: { POSITION: 0 } }] }],
      nodes: [{ mesh: 0 }],
      scenes: [{ nodes: [0] }],
    },
    bin,
  }
}

/** Packs JSON and binary into a GLB; `jsonLength` overrides the JSON chunk's declared length. */
export function glb(json: object, bin: Uint8Array, overrides: { jsonLength?: number } = {}): Buffer {
  let text = Buffer.from(JSON.stringify(json))
  text = Buffer.concat([text, Buffer.alloc((4 - (text.length % 4)) % 4, 0x20)])
  const padded = Buffer.concat([Buffer.from(bin), Buffer.alloc((4 - (bin.length % 4)) % 4)])
  const total = 12 + 8 + text.length + 8 + padded.length
  const out = Buffer.alloc(total)
  out.write('glTF', 0, 'latin1')
  out.writeUInt32LE(2, 4)
  out.writeUInt32LE(total, 8)
  out.writeUInt32LE(overrides.jsonLength ?? text.length, 12)
  out.writeUInt32LE(0x4e4f534a, 16)
  text.copy(out, 20)
  out.writeUInt32LE(padded.length, 20 + text.length)
  out.writeUInt32LE(0x004e4942, 24 + text.length)
  padded.copy(out, 28 + text.length)
  return out
}

/** The hostile GLBs, each a few hundred bytes to a few KB, with what each one claims. */
export function hostileGlbs(): { name: string; bytes: Buffer }[] {
  const zeroStride = meshGltf()
  zeroStride.json.bufferViews[0]!.byteStride = 0
  zeroStride.json.accessors[0]!.count = 100_000_000
  const pastView = meshGltf()
  pastView.json.accessors[0]!.count = 100_000_000
  const negativeStride = meshGltf()
  negativeStride.json.bufferViews[0]!.byteStride = -12
  negativeStride.json.accessors[0]!.count = 50_000_000
  const viewPastBuffer = meshGltf()
  viewPastBuffer.json.bufferViews[0]!.byteLength = 2_000_000_000
  viewPastBuffer.json.accessors[0]!.count = 100_000_000
  const bufferOverclaims = meshGltf()
  bufferOverclaims.json.buffers[0]!.byteLength = 1_000_000_000
  // Four levels of 100 children over one mesh: a hundred million instances of its 300 vertices.
  const instanced = meshGltf(300)
  instanced.json.nodes = [
    { children: Array(100).fill(1) },
    { children: Array(100).fill(2) },
    { children: Array(100).fill(3) },
    { children: Array(100).fill(4) },
    { mesh: 0 },
  ]
  const cycle = meshGltf()
  cycle.json.nodes = [{ mesh: 0, children: [0] }]
  const ok = meshGltf()
  return [
    { name: 'zero-stride.glb', bytes: glb(zeroStride.json, zeroStride.bin) },
    { name: 'past-view.glb', bytes: glb(pastView.json, pastView.bin) },
    { name: 'negative-stride.glb', bytes: glb(negativeStride.json, negativeStride.bin) },
    { name: 'view-past-buffer.glb', bytes: glb(viewPastBuffer.json, viewPastBuffer.bin) },
    { name: 'buffer-overclaims.glb', bytes: glb(bufferOverclaims.json, bufferOverclaims.bin) },
    { name: 'instanced.glb', bytes: glb(instanced.json, instanced.bin) },
    { name: 'cycle.glb', bytes: glb(cycle.json, cycle.bin) },
    { name: 'json-past-end.glb', bytes: glb(ok.json, ok.bin, { jsonLength: 0xfffffff0 }) },
  ]
}
