import { defineConfig } from '@playwright/test'
import { CHROMIUM, CHROMIUM_ARGS } from './scripts/chromium.mjs'

const PORT = Number(process.env.E2E_PORT ?? 4317)

// e2e tier: user journeys on the demo pages against the real server and a fresh embedded database.
export default defineConfig({
  testDir: 'tests/e2e',
  workers: 1,
  // No retry: a test that needs one is a defect to fix.
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? 'list' : [['list']],
  webServer: {
    command: 'rm -rf .e2e-data && node scripts/start.mjs',
    url: `http://127.0.0.1:${PORT}/`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      QUOTE_DATA_DIR: '.e2e-data',
      QUOTE_TEST_CAPTCHA: 'E2E4',
      QUOTE_TEST_SMS_CODE: '246810',
      QUOTE_DEMO_PASSWORD: 'Demo@2026',
      // The journeys make their own orders; analysing the demo models at start only slows them.
      QUOTE_SEED_DEMO_ORDERS: 'false',
      // The journeys log in far more often than one person would; rate limits have their own server tests.
      QUOTE_LOGIN_RATE_MAX: '0',
      QUOTE_SMS_RATE_MAX: '0',
      QUOTE_CAPTCHA_RATE_MAX: '0',
      // …and write and upload far faster than one person would (quotas stay on: the journeys stay within them).
      QUOTE_WRITE_RATE_MAX: '0',
      QUOTE_UPLOAD_RATE_MAX: '0',
      LOG_LEVEL: 'warn',
    },
  },
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    browserName: 'chromium',
    launchOptions: { executablePath: CHROMIUM, args: CHROMIUM_ARGS },
  },
})
