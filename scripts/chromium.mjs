// Debian's Chromium, never a downloaded browser; these flags keep it off the (closed) network.
export const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium'
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

/**
 * Chromium as on a machine with a GPU, on one without: the GPU process composites (chrome://gpu
 * "Compositing: Hardware accelerated"), its GL being SwiftShader (a CPU Vulkan) under ANGLE.
 * - no `--disable-gpu`: it turns GPU compositing off, and then Chromium reads an on-page WebGL
 *   canvas back on the main thread in each commit;
 * - `--use-angle=swiftshader`: SwiftShader as the GPU process's GL driver, so Chromium takes its
 *   hardware paths. Without it, headless Chromium with no GPU picks `swiftshader-webgl`, which
 *   serves WebGL only and composites in software, as with `--disable-gpu`. Asked for by name,
 *   SwiftShader needs no `--enable-unsafe-swiftshader` (checked on Chromium 156).
 */
export const CHROMIUM_GPU_COMPOSITING_ARGS = [
  ...CHROMIUM_ARGS.filter((arg) => arg !== '--disable-gpu'),
  '--use-angle=swiftshader',
]
