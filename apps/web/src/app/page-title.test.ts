import { describe, expect, it } from 'vitest';
import {
  focusMainHeading,
  headingWords,
  isBehindModal,
  isFocusUnclaimed,
  isNewScreen,
  pageTitle,
} from './page-title';

const PRODUCT = 'Scholarship Exchange';

/** A stand-in for the few element members the rules read (the web tests run without a DOM). */
function fakeElement(init: { connected?: boolean; inside?: unknown[]; hiddenAncestor?: boolean } = {}) {
  const element = {
    isConnected: init.connected ?? true,
    contains: (other: unknown) => other === element || (init.inside ?? []).includes(other),
    closest: (selector: string) =>
      selector === '[aria-hidden="true"]' && init.hiddenAncestor ? element : null,
  };
  return element as unknown as Element;
}

describe('the document title', () => {
  it('is the heading and the product with an en dash', () => {
    expect(pageTitle('Invoices', PRODUCT)).toBe('Invoices – Scholarship Exchange');
  });

  it('reads the heading as one line', () => {
    expect(headingWords('  Annual Aid Year\n   School Information ')).toBe(
      'Annual Aid Year School Information',
    );
    expect(pageTitle('\n  View   Invoice\n', PRODUCT)).toBe('View Invoice – Scholarship Exchange');
  });

  it('is the product alone while no heading shows, or when the heading is the product', () => {
    expect(pageTitle(null, PRODUCT)).toBe(PRODUCT);
    expect(pageTitle(undefined, PRODUCT)).toBe(PRODUCT);
    expect(pageTitle('   ', PRODUCT)).toBe(PRODUCT);
    expect(pageTitle(PRODUCT, PRODUCT)).toBe(PRODUCT);
  });

  it('follows the PROGRAM_NAME setting', () => {
    expect(pageTitle('School Search', 'Tuition Exchange')).toBe('School Search – Tuition Exchange');
  });
});

describe('moving focus to the heading after a navigation', () => {
  it('happens for a new path, not for the first load nor the same path with another query', () => {
    expect(isNewScreen(null, '/billing/invoices')).toBe(false);
    expect(isNewScreen('/billing/invoices', '/billing/invoices')).toBe(false);
    expect(isNewScreen('/billing/invoices', '/school/users')).toBe(true);
  });

  it('takes focus that is lost or on the frame, never from a control of the screen', () => {
    const body = fakeElement();
    const field = fakeElement();
    const main = fakeElement({ inside: [field] });
    const menuLink = fakeElement();
    expect(isFocusUnclaimed(null, main, body)).toBe(true);
    expect(isFocusUnclaimed(body, main, body)).toBe(true);
    expect(isFocusUnclaimed(fakeElement({ connected: false }), main, body)).toBe(true);
    expect(isFocusUnclaimed(menuLink, main, body)).toBe(true);
    expect(isFocusUnclaimed(field, main, body)).toBe(false);
  });

  it('waits while a modal hides the screen', () => {
    expect(isBehindModal(fakeElement({ hiddenAncestor: true }))).toBe(true);
    expect(isBehindModal(fakeElement())).toBe(false);
  });

  it('focuses the main heading, made focusable from script only, else the main region', () => {
    const focused: string[] = [];
    const make = (name: string) => {
      const attributes = new Map<string, string>();
      return {
        hasAttribute: (a: string) => attributes.has(a),
        setAttribute: (a: string, v: string) => attributes.set(a, v),
        getAttribute: (a: string) => attributes.get(a) ?? null,
        focus: () => focused.push(name),
      };
    };
    const heading = make('h1');
    const main = make('main');
    const page = (found: Record<string, unknown>) =>
      ({ querySelector: (selector: string) => found[selector] ?? null }) as unknown as Document;

    expect(focusMainHeading(page({ 'main h1': heading, main }))).toBe(heading);
    expect(heading.getAttribute('tabindex')).toBe('-1');
    expect(focusMainHeading(page({ main }))).toBe(main);
    expect(main.getAttribute('tabindex')).toBe('-1');
    expect(focusMainHeading(page({}))).toBeNull();
    expect(focused).toEqual(['h1', 'main']);
  });
});
