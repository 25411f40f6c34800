import { useEffect } from 'react';
import { pageOf, watchFocusReturn } from '../lib/focus-return';

/**
 * Puts the keyboard focus back where it was when a save re-renders the control that had it or that
 * opened a dialog (lib/focus-return.ts). Mounted once in each signed-in layout; draws nothing.
 */
export function FocusReturn() {
  useEffect(() => watchFocusReturn(document, () => pageOf(window.location)), []);
  return null;
}
