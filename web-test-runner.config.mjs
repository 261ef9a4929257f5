import { playwrightLauncher } from '@web/test-runner-playwright'
import { CHROMIUM, CHROMIUM_ARGS } from './scripts/chromium.mjs'

// Browser tier: each element on the BUILT bundle (dist/), in Debian's Chromium.
export default {
  files: 'tests/browser/**/*.test.js',
  nodeResolve: false,
  concurrency: 1,
  testFramework: { config: { timeout: 15000 } },
  testsFinishTimeout: 180000,
  browsers: [
    playwrightLauncher({
      product: 'chromium',
      launchOptions: { executablePath: CHROMIUM, headless: true, args: CHROMIUM_ARGS },
    }),
  ],
}
