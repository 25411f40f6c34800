import { describe, expect, it } from 'vitest';
import { schoolDeletionBlocker } from './school-deletion.js';

describe('schoolDeletionBlocker', () => {
  it('is null when nothing refers to the school', () => {
    expect(
      schoolDeletionBlocker({ users: 0, exportApplications: 0, importApplications: 0, invoices: 0 }),
    ).toBeNull();
  });

  it('names what remains, with counts', () => {
    expect(
      schoolDeletionBlocker({ users: 3, exportApplications: 12, importApplications: 4, invoices: 0 }),
    ).toBe(
      'This school cannot be deleted: it still has 3 users, 12 export applications and 4 import applications.',
    );
    expect(
      schoolDeletionBlocker({ users: 1, exportApplications: 0, importApplications: 0, invoices: 1 }),
    ).toBe('This school cannot be deleted: it still has 1 user and 1 invoice.');
    expect(
      schoolDeletionBlocker({ users: 0, exportApplications: 1, importApplications: 0, invoices: 0 }),
    ).toBe('This school cannot be deleted: it still has 1 export application.');
  });
});
