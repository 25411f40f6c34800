/**
 * The page title and the heading a screen reader announces after a navigation (WCAG 2.4.2, 2.4.3). Both
 * read the screen's own main heading from the page, so a title never differs from the heading it names
 * and no screen declares its title twice.
 */

/** Between the screen's heading and the programme's name in the document title. */
export const TITLE_SEPARATOR = ' – ';

/** The words of a heading as one line (no line breaks or doubled spaces of the markup). */
export function headingWords(text: string | null | undefined): string {
  return (text ?? '').replace(/\s+/g, ' ').trim();
}

/** "{screen} – {product}"; the product alone while the screen shows no heading (loading, an error). */
export function pageTitle(heading: string | null | undefined, product: string): string {
  const words = headingWords(heading);
  return words && words !== product ? `${words}${TITLE_SEPARATOR}${product}` : product;
}

/** The screen's main heading: the h1 of the main region, else the page's first h1. */
export function findMainHeading(doc: Document): HTMLElement | null {
  return doc.querySelector<HTMLElement>('main h1') ?? doc.querySelector<HTMLElement>('h1');
}

/**
 * Whether a change of address shows another screen, so focus moves to its heading: the path changed.
 * The first address (the page load) and a change of the query string alone (a filter, a tab, a page of
 * a grid) keep the screen.
 */
export function isNewScreen(previousPath: string | null, path: string): boolean {
  return previousPath !== null && previousPath !== path;
}

/**
 * Whether focus may be moved to the new screen's heading: it is on nothing (the control that had it left
 * with the old screen) or on the frame around the screens (menu, header, skip link). A control inside
 * the main region has it on purpose (a form's first field, a dialog's button): it stays there.
 */
export function isFocusUnclaimed(
  active: Element | null,
  main: Element | null,
  body: Element | null,
): boolean {
  if (!active || active === body || !active.isConnected) return true;
  return !main?.contains(active);
}

/** The screen is behind a modal (a dialog, a menu, the phone drawer): the modal keeps the focus. */
export function isBehindModal(main: Element): boolean {
  return main.closest('[aria-hidden="true"]') !== null;
}

/**
 * Moves focus to the screen's main heading (made focusable from script only), else to the main region.
 * Returns the element focused, or null when the page shows neither yet.
 */
export function focusMainHeading(doc: Document): HTMLElement | null {
  const target = findMainHeading(doc) ?? doc.querySelector<HTMLElement>('main');
  if (!target) return null;
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus();
  return target;
}
