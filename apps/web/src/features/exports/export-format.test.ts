import { describe, expect, it } from 'vitest';
import { formatUsDate } from '../../lib/format-us-date';
import { formatModifiedBy, formatStudentName, formatYesNo } from './export-format';

describe('export list formats', () => {
  it('shows dates as MM/DD/YYYY, instants by their day', () => {
    expect(formatUsDate('2026-03-09')).toBe('03/09/2026');
    expect(formatUsDate('2026-03-09T22:10:00.000Z')).toBe('03/09/2026');
    expect(formatUsDate(null)).toBe('');
  });

  it('names who changed the row, or "No Action Taken"', () => {
    const nobody = { modifiedBy: null, modifiedByFirstName: null, modifiedByLastName: null };
    expect(formatModifiedBy(nobody)).toBe('No Action Taken');
    expect(formatModifiedBy({ modifiedBy: 4, modifiedByFirstName: 'Ada', modifiedByLastName: 'Hart' })).toBe(
      'Ada Hart',
    );
  });

  it('reads a student as Last, First and a flag as Yes or No', () => {
    expect(formatStudentName({ studentFirstName: 'Sam', studentLastName: 'Reed' })).toBe('Reed, Sam');
    expect([formatYesNo(true), formatYesNo(false)]).toEqual(['Yes', 'No']);
  });
});
