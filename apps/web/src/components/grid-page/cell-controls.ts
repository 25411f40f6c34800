import type { KeyboardEvent, SyntheticEvent } from 'react';

/** Keys a control in a cell uses itself; the grid would otherwise move the focus or open the row. */
const CONTROL_KEYS = new Set(['ArrowUp', 'ArrowDown', 'Home', 'End', 'PageUp', 'PageDown', 'Enter', ' ']);

/** Keeps a control's own keys away from the grid's cell navigation and row selection. */
export function keepKeysInControl(event: KeyboardEvent) {
  if (CONTROL_KEYS.has(event.key)) event.stopPropagation();
}

/** A click on a control in a row neither selects the row nor (twice) opens it. */
export function keepClickInControl(event: SyntheticEvent) {
  event.stopPropagation();
}
