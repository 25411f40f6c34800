// The one headless Chromium every browser run uses: the browser journeys (playwright.config.ts) and the
// bench's sign-in transfer measurement. CHROMIUM_PATH overrides Debian's package path.

/** Launch options for Playwright's chromium.launch and the journeys' launchOptions. */
export const CHROMIUM_LAUNCH_OPTIONS = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-gpu-compositing',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--disable-quic',
    '--no-first-run',
  ],
};
