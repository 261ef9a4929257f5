// CSS that only lazily loaded screens use joins the one shared stylesheet when their chunk arrives,
// as their strings do (addMessages), so it stays out of the first load (budget in scripts/size.mjs).

let lazyCss = ''
const added = new Set<string>()
let onChange: ((css: string) => void) | null = null

/** Adds a lazily loaded screen's CSS to the shared stylesheet (once, however often it is called). */
export function addLazyCss(css: string): void {
  if (added.has(css)) return
  added.add(css)
  lazyCss += `\n${css}`
  onChange?.(lazyCss)
}

/** For the shared stylesheet's owner: called with the lazy CSS added so far, then after every addition. */
export function watchLazyCss(cb: (css: string) => void): void {
  onChange = cb
  cb(lazyCss)
}
