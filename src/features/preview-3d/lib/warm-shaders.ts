import { BufferAttribute, BufferGeometry, Group, Mesh, type Camera, type Scene, type WebGLRenderer } from 'three'
import { partMaterial } from './build-model.ts'

/** The renderers whose part shaders are compiled, with what keeps those programs alive. */
const warmed = new WeakMap<WebGLRenderer, Group>()

/**
 * Compiles the part material's two shader programs (smooth, for STEP/IGES with their normals, and
 * flat, for STL and OBJ) under a viewer's lights, once per renderer, while the first model is
 * still on its way: the first frame of the first model otherwise compiles them itself, 15–25 ms
 * on the main thread in software GL. Where the browser compiles in parallel
 * (KHR_parallel_shader_compile) this only starts the compilation. Not `compileAsync`, which warns
 * on the console where that extension is missing (software GL has none). The two stand-in meshes
 * stay with the renderer: three frees a program when no material uses it any more.
 */
export function warmShaders(renderer: WebGLRenderer, scene: Scene, camera: Camera) {
  if (warmed.has(renderer)) return
  const flat = new BufferGeometry().setAttribute('position', new BufferAttribute(new Float32Array(9), 3))
  const smooth = flat.clone().setAttribute('normal', new BufferAttribute(new Float32Array(9), 3))
  const standIns = new Group().add(new Mesh(smooth, partMaterial()), new Mesh(flat, partMaterial(undefined, true)))
  warmed.set(renderer, standIns)
  renderer.compile(standIns, camera, scene)
}
