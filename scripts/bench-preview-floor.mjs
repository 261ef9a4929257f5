// bench:preview's floor: a page that loads all of three.js, minified (as our viewer's chunk and
// Online 3D Viewer's script both carry it), and draws one lit box. No viewer showing a model in
// three.js can be on screen sooner on the same machine; the repeat-visit goal is read against it.
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { build } from 'esbuild'

const SOURCE = `import * as THREE from 'three'
window.__keep = THREE // all of three, as R3F's catalogue and the peer's script take it
window.__firstFrame = new Promise((resolve) => {
  const renderer = new THREE.WebGLRenderer({ antialias: true })
  renderer.setSize(800, 600)
  document.getElementById('host').append(renderer.domElement)
  const scene = new THREE.Scene()
  const camera = new THREE.PerspectiveCamera(45, 4 / 3, 0.1, 100)
  camera.position.z = 5
  scene.add(new THREE.Mesh(new THREE.BoxGeometry(1, 1, 1), new THREE.MeshStandardMaterial()))
  scene.add(new THREE.DirectionalLight(0xffffff, 2))
  renderer.render(scene, camera)
  requestAnimationFrame(() => resolve(performance.now()))
})`

const PAGE = `<!doctype html><meta charset="utf-8"><body style="margin:0">
<div id="host" style="width:800px;height:600px"></div><script type="module" src="/floor.js"></script>`

/** Builds the floor page into `scratch`; returns the bench server's extra paths for it. */
export async function buildFloorPage(root, scratch) {
  const script = join(scratch, 'floor.js')
  const page = join(scratch, 'floor.html')
  await build({
    stdin: { contents: SOURCE, resolveDir: root, loader: 'js' },
    bundle: true,
    minify: true,
    format: 'esm',
    outfile: script,
    logLevel: 'warning',
  })
  writeFileSync(page, PAGE)
  return { '/floor.js': script, '/floor.html': page }
}

/**
 * `bare three.js page cold page` and `… repeat visit`: from the navigation to the first frame, in
 * a fresh profile and then again in the same one (HTTP and code caches warm).
 */
export async function measureFloor(browser, origin, record) {
  const context = await browser.newContext({ viewport: { width: 1000, height: 800 } })
  try {
    for (const visit of ['cold page', 'repeat visit']) {
      const page = await context.newPage()
      await page.goto(`${origin}/floor.html`)
      const shown = await page.evaluate(() => window.__firstFrame)
      record(`bare three.js page ${visit}`, { load: shown, shown })
      await page.close()
    }
  } finally {
    await context.close()
  }
}
