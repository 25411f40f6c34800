import { describe, expect, it } from 'vitest';
import { userIdFromState } from './user-navigation';

describe('userIdFromState', () => {
  it('reads the user id the grid passed', () => {
    expect(userIdFromState({ userId: 12 })).toBe(12);
  });

  it('answers null for a typed address (no state) or a state that is not an integer id', () => {
    expect(userIdFromState(null)).toBeNull();
    expect(userIdFromState(undefined)).toBeNull();
    expect(userIdFromState({ userId: '12' })).toBeNull();
    expect(userIdFromState({ userId: 1.5 })).toBeNull();
  });
});
