/** Every upload format the engine accepts, identified by content. */
export type FileFormat = 'step' | 'iges' | 'stl' | 'obj' | 'glb' | 'gltf' | 'pdf' | 'dxf' | 'png' | 'jpg'

/** 3D models are analysed for geometry; 2D drawings for notes and tolerances. */
export type FileKind = '3d' | '2d'

export const FORMAT_KIND: Readonly<Record<FileFormat, FileKind>> = {
  step: '3d', iges: '3d', stl: '3d', obj: '3d', glb: '3d', gltf: '3d',
  pdf: '2d', dxf: '2d', png: '2d', jpg: '2d',
}

export const FORMAT_MIME: Readonly<Record<FileFormat, string>> = {
  step: 'model/step', iges: 'model/iges', stl: 'model/stl', obj: 'model/obj',
  glb: 'model/gltf-binary', gltf: 'model/gltf+json', pdf: 'application/pdf',
  dxf: 'image/vnd.dxf', png: 'image/png', jpg: 'image/jpeg',
}

/** File-name extensions (lower case, no dot) and the format each one promises. */
export const EXTENSION_FORMAT: Readonly<Record<string, FileFormat>> = {
  step: 'step', stp: 'step', iges: 'iges', igs: 'iges', stl: 'stl', obj: 'obj', glb: 'glb',
  gltf: 'gltf', pdf: 'pdf', dxf: 'dxf', png: 'png', jpg: 'jpg', jpeg: 'jpg',
}

/** Result of content sniffing. */
export type DetectedFile =
  | {
      ok: true
      format: FileFormat
      kind: FileKind
      mimeType: string
      /** False when the name's extension promises another format (the content wins). */
      extensionMatches: boolean
    }
  | {
      ok: false
      /** empty: zero bytes; unknown: no supported signature; truncated: a known format cut short. */
      reason: 'empty' | 'unknown' | 'truncated'
      /** The format recognised before the file turned out truncated. */
      format?: FileFormat
      message: string
    }

/** Lower-case extension without the dot ('' when none). */
export function extensionOf(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? ''
  const dot = base.lastIndexOf('.')
  return dot > 0 ? base.slice(dot + 1).toLowerCase() : ''
}
