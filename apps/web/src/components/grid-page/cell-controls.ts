import type { KeyboardEvent, SyntheticEvent } from 'react';

/** Keys a control in a cell uses itself; the grid would otherwise move the focus or open the row. */
const CONTROL_KEYS = new Set(['ArrowUp', 'ArrowDown', 'Home', 'End', 'PageUp', 'PageDown', 'Enter', ' ']);

/**
 * A character typed into a control (a select's type-ahead: "Imp…" picks Import Approved): the grid
 * would otherwise take the keystroke as its own and move its focus onto the control's cell, so the
 * row's Save was no longer the next Tab stop.
 */
function isTypedCharacter(event: KeyboardEvent): boolean {
  return event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey;
}

/** Keeps a control's own keys away from the grid's cell navigation and row selection. */
export function keepKeysInControl(event: KeyboardEvent) {
  if (CONTROL_KEYS.has(event.key) || isTypedCharacter(event)) event.stopPropagation();
}

/** A click on a control in a row neither selects the row nor (twice) opens it. */
export function keepClickInControl(event: SyntheticEvent) {
  event.stopPropagation();
}
