// What the preview benchmark runs inside the page. Each function is serialised by Playwright, so
// it must stand alone. Every measure runs from `start` (by default when the file is asked for; 0,
// the navigation, for a cold page) and returns { load, shown, longest, heap }: `load` is our `load` event (quantities known), `shown` the moment
// the model has been rendered for the first time (ours: the first frame; Online 3D Viewer renders
// synchronously before calling onModelLoaded; the baseline: after its render call), `longest` the
// longest main-thread task since the start (PerformanceObserver 'longtask'), up to the commit of the
// frame that shows the model.

/**
 * Init script: records long tasks from the page's start, and gives the measures
 * `__longestSince(start)`, the longest task that ended after `start`, once the frame now being
 * drawn has been committed: with software compositing (--disable-gpu) Chromium reads an on-page
 * WebGL canvas back on the main thread in that commit, after the frame's callbacks.
 */
export function recordLongTasks() {
  const tasks = []
  const observer = new PerformanceObserver((list) => tasks.push(...list.getEntries()))
  observer.observe({ type: 'longtask', buffered: true })
  window.__longestSince = async (start) => {
    await new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0)))
    tasks.push(...observer.takeRecords())
    return Math.max(0, ...tasks.filter((t) => t.startTime + t.duration >= start).map((t) => t.duration))
  }
}

/**
 * Init script of a cold page: once the viewer's library has loaded (`lib` in the page URL), asks for
 * `src` and measures from the navigation, so the library's own download and start-up count too.
 */
export function coldPageScript(viewer, src) {
  const ready =
    viewer === 'ours'
      ? `customElements.whenDefined('model-preview')`
      : `new Promise((r) => document.addEventListener('DOMContentLoaded', r))`
  const measure = viewer === 'ours' ? measureOurs : measurePeer
  return `window.__cold = ${ready}.then(() => (${measure})(${JSON.stringify(src)}, 0))`
}

/** Loads `src` into the page's one <model-preview> (created on first use) and measures it. */
export async function measureOurs(src, start = performance.now()) {
  const host = document.getElementById('host')
  const el = host.querySelector('model-preview') ?? host.appendChild(document.createElement('model-preview'))
  el.style.cssText = 'display:block;width:100%;height:100%'
  await new Promise((resolve, reject) => {
    el.addEventListener('load', resolve, { once: true })
    el.addEventListener('error', (e) => reject(new Error(`${src}: ${e.detail.message}`)), { once: true })
    el.setAttribute('src', src)
  })
  const load = performance.now()
  const debug = () => el[Symbol.for('quote-elements.debug')]()
  while (!debug().firstFrameAt) await new Promise((r) => requestAnimationFrame(r))
  const longest = await window.__longestSince(start)
  globalThis.gc?.()
  return { load: load - start, shown: debug().firstFrameAt - start, longest, heap: performance.memory.usedJSHeapSize }
}

/** Loads `src` into the page's one Online 3D Viewer EmbeddedViewer (created on first use). */
export async function measurePeer(src, start = performance.now()) {
  const OV = window.OV
  await new Promise((resolve, reject) => {
    window.__peerDone = { resolve, reject }
    window.__peer ??= new OV.EmbeddedViewer(document.getElementById('host'), {
      backgroundColor: new OV.RGBAColor(243, 244, 246, 255),
      onModelLoaded: () => window.__peerDone.resolve(),
      onModelLoadFailed: () => window.__peerDone.reject(new Error(`Online 3D Viewer could not load ${src}`)),
    })
    window.__peer.LoadModelFromUrlList([src])
  })
  const shown = performance.now()
  const longest = await window.__longestSince(start)
  globalThis.gc?.()
  return { load: shown - start, shown: shown - start, longest, heap: performance.memory.usedJSHeapSize }
}

/**
 * The baseline for big meshes: fetch + three's STLLoader.parse + one render, all on the main
 * thread. The first call on a page also loads three and creates the renderer, as our viewer's
 * first load does; later calls reuse them.
 */
export async function measureBareStlLoader(src) {
  const start = performance.now()
  const THREE = await import('three')
  const { STLLoader } = await import('/node_modules/three/examples/jsm/loaders/STLLoader.js')
  if (!window.__bare) {
    window.__bare = new THREE.WebGLRenderer({ antialias: true })
    window.__bare.setSize(800, 600)
    document.getElementById('host').append(window.__bare.domElement)
  }
  const renderer = window.__bare
  const geometry = new STLLoader().parse(await (await fetch(src)).arrayBuffer())
  const load = performance.now()
  const scene = new THREE.Scene()
  scene.add(new THREE.Mesh(geometry, new THREE.MeshStandardMaterial()), new THREE.HemisphereLight())
  const camera = new THREE.PerspectiveCamera(35, 4 / 3, 0.1, 100)
  camera.position.set(0, 0, 4)
  renderer.render(scene, camera)
  const shown = performance.now()
  const longest = await window.__longestSince(start)
  globalThis.gc?.()
  return { load: load - start, shown: shown - start, longest, heap: performance.memory.usedJSHeapSize }
}

/** 24 previews of mixed formats appearing together, as on an ERP grid: time until all have loaded. */
export async function measureGrid(files) {
  const start = performance.now()
  await Promise.all(
    Array.from({ length: 24 }, (_, i) => {
      const el = document.createElement('model-preview')
      el.style.cssText = 'display:inline-block;width:180px;height:140px'
      document.body.append(el)
      const done = new Promise((resolve, reject) => {
        el.addEventListener('load', resolve, { once: true })
        el.addEventListener('error', (e) => reject(new Error(e.detail.message)), { once: true })
      })
      el.setAttribute('src', `${files[i % files.length]}?n=${i}`)
      return done
    }),
  )
  const load = performance.now() - start
  const longest = await window.__longestSince(start)
  return { load, shown: NaN, longest, heap: performance.memory.usedJSHeapSize }
}
