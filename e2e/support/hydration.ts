import { expect, type Locator } from '@playwright/test';

/**
 * Waits until the app has taken over a prerendered element (the public pages arrive drawn by the build,
 * apps/web/src/build/public-page-prerender.tsx, and React takes their markup over after the first
 * paint): React marks each element it has taken over with its fiber. Before that a key press on a
 * button does nothing and typing into a sign-in field is refused (it is read-only until then), so a
 * keyboard journey waits for it; `fill` and `click` wait for an editable field and an enabled button
 * by themselves.
 */
export async function expectTakenOverByApp(element: Locator) {
  await expect
    .poll(() => element.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactFiber$'))))
    .toBe(true);
}
