/**
 * Keeps the keyboard focus from falling to the page body when the control that had it goes away (issue
 * 32, WCAG 2.4.3). A dialog gives the focus back to the control that opened it, but a save often
 * re-renders that control (a grid row's Save becomes Edit again, Pay Now turns disabled once the invoice
 * is paid): the focus then goes to the same place (the same grid row and column, else a control of the
 * same name) instead of the top of the page. Watches the whole signed-in area from one place
 * (components/focus-return.tsx), so no screen or dialog has to.
 */

/** Where a focused control was: enough to find it, or what replaced it, after a re-render. */
export interface FocusAddress {
  element: HTMLElement;
  /** The page (path and query) it was on: a control of another page is never looked for. */
  page: string;
  /** The accessible name of its grid, its row's id and its column's field, when it was in a grid. */
  grid: string | null;
  rowId: string | null;
  field: string | null;
  /** Its accessible name. */
  label: string | null;
}

const FOCUSABLE =
  'button:not(:disabled), a[href], input:not(:disabled), select:not(:disabled), textarea:not(:disabled), [tabindex]:not([tabindex="-1"])';

/** A modal layer (dialog, menu, popover): while one is open, its own focus trap decides. */
const MODAL = '.MuiModal-root:not(.MuiModal-hidden), [role="dialog"], [role="alertdialog"]';

/** The page as an address records it. */
export function pageOf(location: Pick<Location, 'pathname' | 'search'>): string {
  return `${location.pathname}${location.search}`;
}

/** The address of a focused control. */
export function addressOf(element: HTMLElement, page: string): FocusAddress {
  const row = element.closest<HTMLElement>('[role="row"][data-id]');
  return {
    element,
    page,
    grid: row?.closest('[role="grid"]')?.getAttribute('aria-label') ?? null,
    rowId: row?.getAttribute('data-id') ?? null,
    field: element.closest('[data-field]')?.getAttribute('data-field') ?? null,
    label: element.getAttribute('aria-label') ?? element.textContent?.trim() ?? null,
  };
}

/** True for a control inside a modal layer. */
export function isInModal(element: Element): boolean {
  return element.closest(MODAL) !== null;
}

/** True while some modal layer is open. */
export function modalIsOpen(doc: Document): boolean {
  return doc.querySelector(MODAL) !== null;
}

/** A control that can hold the focus now: on the page, enabled, shown. */
export function canHoldFocus(element: Element | null): element is HTMLElement {
  if (!(element instanceof HTMLElement) || !element.isConnected) return false;
  if (element.matches(':disabled') || element.closest('[inert], [aria-hidden="true"]')) return false;
  return element.getClientRects().length > 0;
}

function firstHolder(root: ParentNode): HTMLElement | null {
  for (const candidate of root.querySelectorAll(FOCUSABLE)) if (canHoldFocus(candidate)) return candidate;
  return null;
}

function findGrid(doc: Document, name: string | null): Element | null {
  if (name === null) return null;
  for (const grid of doc.querySelectorAll('[role="grid"]'))
    if (grid.getAttribute('aria-label') === name) return grid;
  return null;
}

/**
 * Where the focus goes when the control at `address` can no longer hold it: the control itself if it
 * can again; in a grid, the first usable control of the same row and column (Edit after Save), else
 * that cell (Pay Now turned disabled), else the grid's own stop; elsewhere a control of the same name.
 */
export function findReturnTarget(doc: Document, address: FocusAddress): HTMLElement | null {
  if (canHoldFocus(address.element)) return address.element;
  const grid = findGrid(doc, address.grid);
  if (grid && address.rowId !== null) {
    const row = [...grid.querySelectorAll('[role="row"][data-id]')].find(
      (r) => r.getAttribute('data-id') === address.rowId,
    );
    const cell =
      row && address.field !== null ? row.querySelector(`[data-field="${CSS.escape(address.field)}"]`) : null;
    const inCell = cell ? firstHolder(cell) : null;
    if (inCell) return inCell;
    if (cell instanceof HTMLElement && cell.isConnected) return cell;
    const stop = grid.querySelector<HTMLElement>('[tabindex="0"]');
    if (canHoldFocus(stop)) return stop;
  }
  if (address.label) {
    for (const candidate of doc.querySelectorAll<HTMLElement>('[aria-label]'))
      if (candidate.getAttribute('aria-label') === address.label && canHoldFocus(candidate)) return candidate;
  }
  return null;
}

/**
 * Watches `doc`: remembers the last control focused outside modal layers, and when the focus has
 * fallen to the body (or onto a control that turned disabled) because that control went away, puts it
 * on what replaced it. A click on empty space (the control is still there) is left alone. Returns the
 * stop function.
 */
export function watchFocusReturn(doc: Document, currentPage: () => string): () => void {
  let last: FocusAddress | null = null;
  let scheduled = false;

  const onFocusIn = (event: FocusEvent) => {
    const target = event.target;
    if (target instanceof HTMLElement && target !== doc.body && !isInModal(target))
      last = addressOf(target, currentPage());
  };

  const check = () => {
    scheduled = false;
    const active = doc.activeElement;
    const lost =
      !active || active === doc.body || (active instanceof HTMLElement && active.matches(':disabled'));
    if (!lost || !last || modalIsOpen(doc)) return;
    if (last.page !== currentPage()) {
      last = null;
      return;
    }
    if (canHoldFocus(last.element)) return;
    const target = findReturnTarget(doc, last);
    if (target && target !== active) target.focus();
  };

  // After the render that removed the control (a microtask after the DOM changed), once per batch.
  const observer = new MutationObserver(() => {
    if (scheduled) return;
    scheduled = true;
    queueMicrotask(check);
  });
  observer.observe(doc.body, {
    childList: true,
    subtree: true,
    attributes: true,
    attributeFilter: ['disabled'],
  });
  doc.addEventListener('focusin', onFocusIn, true);
  return () => {
    observer.disconnect();
    doc.removeEventListener('focusin', onFocusIn, true);
  };
}
