/**
 * URL of a directory the build copies next to the bundle (vite.config.ts `viewerAssets`). Lazy
 * chunks live in `chunks/`, one level below; the dev server serves the package directly.
 */
export function bundledDir(dir: string, packageDir: string): string {
  if (import.meta.env.DEV) return `/node_modules/${packageDir}/`
  const relative = `../${dir}/`
  return new URL(relative, import.meta.url).href
}
