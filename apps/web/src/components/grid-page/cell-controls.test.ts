import type { KeyboardEvent } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { keepKeysInControl } from './cell-controls';

function press(key: string, modifiers: Partial<Pick<KeyboardEvent, 'ctrlKey' | 'metaKey' | 'altKey'>> = {}) {
  const event = {
    key,
    ctrlKey: false,
    metaKey: false,
    altKey: false,
    ...modifiers,
    stopPropagation: vi.fn(),
  };
  keepKeysInControl(event as unknown as KeyboardEvent);
  return event.stopPropagation.mock.calls.length > 0;
}

describe('keepKeysInControl', () => {
  it("keeps a control's own keys and typed characters from the grid", () => {
    for (const key of ['ArrowDown', 'ArrowUp', 'Enter', ' ', 'Home', 'I', 'm', ':', '7'])
      expect(press(key), key).toBe(true);
  });

  it('leaves the grid its moves between cells, Tab and shortcuts', () => {
    for (const key of ['ArrowLeft', 'ArrowRight', 'Tab', 'Escape']) expect(press(key), key).toBe(false);
    expect(press('c', { ctrlKey: true })).toBe(false);
  });
});
