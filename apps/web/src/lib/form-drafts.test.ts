import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  clearFormDrafts,
  collectDrafts,
  type DraftField,
  dropDraftsOfOtherPages,
  isSecretField,
  keepFormDrafts,
  registerDraftField,
  setDraftOwner,
  takeDraftValue,
} from './form-drafts';

/** A minimal session storage and address for the node test environment. */
function stubBrowser(pathname: string) {
  const items = new Map<string, string>();
  const sessionStorage = {
    getItem: (k: string) => items.get(k) ?? null,
    setItem: (k: string, v: string) => void items.set(k, v),
    removeItem: (k: string) => void items.delete(k),
  };
  const location = { pathname, search: '' };
  vi.stubGlobal('window', { sessionStorage, location });
  return { items, location };
}

const field = (name: string, value: unknown, dirty = true): DraftField => ({
  name,
  read: () => ({ value, dirty }),
});

let browser: ReturnType<typeof stubBrowser>;
let unregister: (() => void)[] = [];
beforeEach(() => {
  browser = stubBrowser('/school/profile');
});
afterEach(() => {
  for (const off of unregister) off();
  unregister = [];
  setDraftOwner(null);
  clearFormDrafts();
  vi.unstubAllGlobals();
});

describe('form drafts', () => {
  it('keeps only changed, plain values of names no other field on screen has', () => {
    expect(
      collectDrafts([
        field('schoolName', 'New name'),
        field('city', 'Old city', false),
        field('notes', 'a'),
        field('notes', 'b'),
        field('when', new Date()),
        field('contacts', [{ email: 'x@y.edu', primary: true }]),
      ]),
    ).toEqual({ schoolName: 'New name', contacts: [{ email: 'x@y.edu', primary: true }] });
  });

  it('gives the kept values back to the same user on the same page, once each', () => {
    unregister.push(registerDraftField(field('schoolName', 'Typed name')));
    unregister.push(registerDraftField(field('city', 'Typed city')));
    keepFormDrafts(7);
    setDraftOwner(7);
    expect(takeDraftValue('schoolName')).toEqual({ value: 'Typed name' });
    expect(takeDraftValue('schoolName')).toBeUndefined();
    expect(takeDraftValue('city')).toEqual({ value: 'Typed city' });
    expect(browser.items.size).toBe(0);
  });

  it('gives nothing to another user (and drops it), nor on another page', () => {
    unregister.push(registerDraftField(field('schoolName', 'Typed name')));
    keepFormDrafts(7);
    setDraftOwner(7);
    browser.location.pathname = '/';
    expect(takeDraftValue('schoolName')).toBeUndefined();
    browser.location.pathname = '/school/profile';
    setDraftOwner(8);
    expect(takeDraftValue('schoolName')).toBeUndefined();
    expect(browser.items.size).toBe(0);
  });

  it('drops the drafts once another page opens after signing in', () => {
    unregister.push(registerDraftField(field('schoolName', 'Typed name')));
    keepFormDrafts(7);
    dropDraftsOfOtherPages();
    expect(browser.items.size).toBe(1);
    browser.location.pathname = '/schools';
    dropDraftsOfOtherPages();
    expect(browser.items.size).toBe(0);
  });

  it('treats passwords and card details as secret', () => {
    expect(isSecretField({ type: 'password' })).toBe(true);
    expect(isSecretField({ autoComplete: 'cc-number' })).toBe(true);
    expect(isSecretField({ autoComplete: 'new-password' })).toBe(true);
    expect(isSecretField({ type: 'text', autoComplete: 'postal-code' })).toBe(false);
    expect(isSecretField({})).toBe(false);
  });
});
