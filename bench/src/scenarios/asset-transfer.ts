// How many bytes a first visit to the sign-in page costs, as Chromium counts them: every request the
// page makes (document, scripts, styles, icons, the session check), compressed, headers included,
// with an empty cache. The budget is 170 KB (docs/decisions/platform.md "Sign-in
// transfer budget").
import { chromium } from 'playwright-core';
import { CHROMIUM_LAUNCH_OPTIONS } from '../../../e2e/support/chromium.js';

/** The bytes and requests a first visit to /signin transferred. */
export interface SignInTransfer {
  totalBytes: number;
  requests: number;
}

// Lazy chunks are requested after the entry runs; wait until the network has been quiet this long.
const SETTLE_MS = 500;

/** Loads /signin in headless Chromium with an empty cache and sums the encoded size of every response. */
export async function measureSignInTransfer(baseUrl: string): Promise<SignInTransfer> {
  const browser = await chromium.launch(CHROMIUM_LAUNCH_OPTIONS);
  try {
    const context = await browser.newContext();
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    // encodedDataLength is what went over the wire for the request: headers plus the compressed body.
    const bytesByRequest = new Map<string, number>();
    cdp.on('Network.loadingFinished', (e) => bytesByRequest.set(e.requestId, e.encodedDataLength));
    cdp.on('Network.loadingFailed', (e) =>
      bytesByRequest.set(e.requestId, bytesByRequest.get(e.requestId) ?? 0),
    );
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });

    await page.goto(new URL('/signin', baseUrl).toString());
    // The page arrives drawn (its HTML holds the form); the email field takes input once the page's
    // code, every chunk of it, has taken the page over.
    await page.locator('input[name="userName"]:not([readonly])').waitFor();
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(SETTLE_MS);

    let totalBytes = 0;
    for (const bytes of bytesByRequest.values()) totalBytes += bytes;
    return { totalBytes: Math.round(totalBytes), requests: bytesByRequest.size };
  } finally {
    await browser.close();
  }
}

// `npx tsx bench/src/scenarios/asset-transfer.ts http://127.0.0.1:3000` prints the figure on its own.
if (import.meta.url === `file://${process.argv[1]}`) {
  const baseUrl = process.argv[2] ?? 'http://127.0.0.1:3000';
  const result = await measureSignInTransfer(baseUrl);
  console.log(`Sign-in page: ${(result.totalBytes / 1024).toFixed(1)} KB in ${result.requests} requests`);
}
