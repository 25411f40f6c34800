import { describe, expect, it } from 'vitest';
import { formatModifiedBy, formatStudentName } from './application-format';

describe('application list formats', () => {
  it('names who changed the row, or "No Action Taken"', () => {
    const nobody = { modifiedBy: null, modifiedByFirstName: null, modifiedByLastName: null };
    expect(formatModifiedBy(nobody)).toBe('No Action Taken');
    expect(formatModifiedBy({ modifiedBy: 4, modifiedByFirstName: 'Ada', modifiedByLastName: 'Hart' })).toBe(
      'Ada Hart',
    );
  });

  it('reads a student as Last, First', () => {
    expect(formatStudentName({ studentFirstName: 'Sam', studentLastName: 'Reed' })).toBe('Reed, Sam');
  });
});
