import process from 'node:process'
import { playwrightLauncher } from '@web/test-runner-playwright'
import { CHROMIUM, CHROMIUM_ARGS } from './scripts/chromium.mjs'
import { STRICT_CSP } from './tests/browser/csp/policy.mjs'
import { versionedFiles } from './tests/browser/cache/versioned.mjs'
import { sphereFiles } from './tests/browser/cache/sphere.mjs'

// Browser tier: each element on the BUILT bundle (dist/), in Debian's Chromium.
export default {
  files: 'tests/browser/**/*.test.js',
  nodeResolve: false,
  concurrency: 1,
  testFramework: { config: { timeout: 15000 } },
  testsFinishTimeout: 180000,
  // The strict-CSP host page (tests/browser/csp.test.js) is served with the policy a host may set.
  // Files whose ETag a test moves on, and generated meshes of any size (tests/browser/model-cache.test.js).
  middleware: [
    versionedFiles(process.cwd()),
    sphereFiles(),
    async (ctx, next) => {
      await next()
      if (ctx.path === '/tests/browser/csp/host.html') ctx.set('Content-Security-Policy', STRICT_CSP)
    },
  ],
  browsers: [
    playwrightLauncher({
      product: 'chromium',
      launchOptions: { executablePath: CHROMIUM, headless: true, args: CHROMIUM_ARGS },
    }),
  ],
}
