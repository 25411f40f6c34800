import { describe, expect, it, vi } from 'vitest';

/** A fresh copy of the module: it keeps its state (host, waiting toasts) for the whole page. */
async function freshToasts() {
  vi.resetModules();
  return import('./toasts');
}

function fakeHost() {
  return {
    enqueueSnackbar: vi.fn((_message: unknown, options: { key?: unknown }) => options.key as string),
    closeSnackbar: vi.fn(),
  };
}

describe('toasts before and after their container loads', () => {
  it('asks for the container with the first toast only, and answers a key at once', async () => {
    const toasts = await freshToasts();
    const wanted = vi.fn();
    toasts.subscribeToToastsWanted(wanted);
    expect(toasts.toastsWanted()).toBe(false);
    const first = toasts.enqueueSnackbar('Saved.', { variant: 'success' });
    const second = toasts.enqueueSnackbar('Saved again.', { variant: 'success' });
    expect(first).not.toEqual(second);
    expect(toasts.toastsWanted()).toBe(true);
    expect(wanted).toHaveBeenCalledTimes(1);
  });

  it('shows what was asked for once the container has mounted, in order, closes included', async () => {
    const toasts = await freshToasts();
    const key = toasts.enqueueSnackbar('There was a problem.', { variant: 'error' });
    toasts.closeSnackbar(key);
    const host = fakeHost();
    toasts.attachToastHost(host);
    expect(host.enqueueSnackbar).toHaveBeenCalledWith('There was a problem.', { variant: 'error', key });
    expect(host.closeSnackbar).toHaveBeenCalledWith(key);
    expect(host.enqueueSnackbar.mock.invocationCallOrder[0]).toBeLessThan(
      host.closeSnackbar.mock.invocationCallOrder[0]!,
    );
  });

  it('shows a toast at once while the container is mounted, and keeps a key the caller chose', async () => {
    const toasts = await freshToasts();
    const host = fakeHost();
    toasts.attachToastHost(host);
    expect(toasts.enqueueSnackbar('Hello', { key: 'mine', preventDuplicate: true })).toBe('mine');
    expect(host.enqueueSnackbar).toHaveBeenCalledWith('Hello', { key: 'mine', preventDuplicate: true });
  });
});
