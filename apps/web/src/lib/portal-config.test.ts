import { afterEach, describe, expect, it, vi } from 'vitest';
import { currentPortalConfig, loadPortalConfig } from './portal-config';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the public configuration', () => {
  it('is read once more a second after the server was briefly away, then kept for the page load', async () => {
    vi.useFakeTimers();
    const config = { programName: 'Tuition Exchange', programTimeZone: 'America/Chicago' };
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(new Response(JSON.stringify({ status: 503, message: 'Down' }), { status: 503 }))
      .mockResolvedValueOnce(new Response(JSON.stringify(config), { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);

    await loadPortalConfig();
    expect(currentPortalConfig()).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(currentPortalConfig()).toEqual(config);

    await loadPortalConfig();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
