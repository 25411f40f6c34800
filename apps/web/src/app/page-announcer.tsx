import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { useProgramName } from '../lib/program-name';
import {
  findMainHeading,
  focusMainHeading,
  isBehindModal,
  isFocusUnclaimed,
  isNewScreen,
  pageTitle,
} from './page-title';

/** How long a new screen may take to draw its heading (a screen's script loading) before focus stays. */
const HEADING_WAIT_MS = 10_000;
const USER_INPUT_EVENTS = ['keydown', 'pointerdown'] as const;

function listenToUserInput(listener: () => void): () => void {
  for (const type of USER_INPUT_EVENTS) document.addEventListener(type, listener, true);
  return () => {
    for (const type of USER_INPUT_EVENTS) document.removeEventListener(type, listener, true);
  };
}

/** Keeps the document title "{screen} – {product}" with the heading the page shows, as it changes. */
function usePageTitle(product: string) {
  useEffect(() => {
    const apply = () => {
      const title = pageTitle(findMainHeading(document)?.textContent, product);
      if (document.title !== title) document.title = title;
    };
    apply();
    const observer = new MutationObserver(apply);
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    return () => observer.disconnect();
  }, [product]);
}

/**
 * After the person moves to another screen, focus goes to its main heading, so a screen reader announces
 * the new screen and the next Tab starts in it. Not on the first load (nor the redirects of the load,
 * before any key or pointer was used), not when only the query string changed, not while a modal (the
 * phone drawer closing, a dialog) holds the focus, and not once the person acts again.
 */
function useHeadingFocusOnNavigation() {
  const { pathname } = useLocation();
  const previousPath = useRef<string | null>(null);
  const used = useRef(false);

  useEffect(
    () =>
      listenToUserInput(() => {
        used.current = true;
      }),
    [],
  );

  useEffect(() => {
    const before = previousPath.current;
    previousPath.current = pathname;
    if (!used.current || !isNewScreen(before, pathname)) return;
    const deadline = performance.now() + HEADING_WAIT_MS;
    let frame = 0;
    let done = false;
    const attempt = () => {
      if (done || performance.now() > deadline) return;
      const main = document.querySelector('main');
      if (!main || !findMainHeading(document) || isBehindModal(main)) {
        frame = requestAnimationFrame(attempt);
        return;
      }
      done = true;
      if (isFocusUnclaimed(document.activeElement, main, document.body)) focusMainHeading(document);
    };
    frame = requestAnimationFrame(attempt);
    const stopListening = listenToUserInput(() => {
      done = true;
    });
    return () => {
      cancelAnimationFrame(frame);
      stopListening();
    };
  }, [pathname]);
}

/** The page title and the focus after a navigation, for every screen (WCAG 2.4.2, 2.4.3). */
export function PageAnnouncer() {
  usePageTitle(useProgramName(true));
  useHeadingFocusOnNavigation();
  return null;
}
