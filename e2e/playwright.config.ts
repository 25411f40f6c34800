import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_LAUNCH_OPTIONS } from './support/chromium.js';
import { BASE_URL } from './support/environment.js';

/**
 * Browser journeys against the built server and web app: one server per worker (support/global-setup.ts),
 * two workers on the 2-core CI machine (Chromium is most of the work; see docs/testing.md). E2E_WORKERS overrides.
 */
export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  globalSetup: './support/global-setup.ts',
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS || 2),
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  outputDir: './test-results',
  reporter: process.env.CI
    ? [['list'], ['html', { open: 'never', outputFolder: './playwright-report' }]]
    : 'list',
  use: {
    ...devices['Desktop Chrome'],
    baseURL: BASE_URL,
    viewport: { width: 1280, height: 800 },
    trace: process.env.E2E_TRACE === '1' ? 'retain-on-failure' : 'off',
    screenshot: 'only-on-failure',
    launchOptions: CHROMIUM_LAUNCH_OPTIONS,
    // The portal turns its transitions off for a reader who asks for reduced motion (theme.ts), so no
    // journey waits for a dialog or menu to fade.
    contextOptions: { reducedMotion: 'reduce' },
  },
});
