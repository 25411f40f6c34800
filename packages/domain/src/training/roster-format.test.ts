import { describe, expect, it } from 'vitest';
import { findRosterColumns, rosterExtension, spreadsheetKindOf } from './roster-format.js';

describe('the roster header', () => {
  it('finds the columns by their text, in any order, without case or punctuation', () => {
    expect(findRosterColumns(['Name', 'Date Completed', null, 'E-mail Address'])).toEqual({
      columns: { completionDate: 1, email: 3 },
      missing: [],
    });
    expect(findRosterColumns(['Email', 'Completion Date']).columns).toEqual({ email: 0, completionDate: 1 });
  });

  it('takes the first of two columns of a kind', () => {
    expect(findRosterColumns(['email', 'Email', 'completed']).columns).toEqual({
      email: 0,
      completionDate: 2,
    });
  });

  it('names the columns it misses by the template header', () => {
    expect(findRosterColumns(['Name', 'Score']).missing).toEqual(['Email', 'Completion Date']);
    expect(findRosterColumns(['Email']).missing).toEqual(['Completion Date']);
  });
});

describe('the file', () => {
  it('takes the extensions xlsx and xls, whatever their case', () => {
    expect(rosterExtension('Roster.XLSX')).toBe('xlsx');
    expect(rosterExtension('old roster.xls')).toBe('xls');
    expect(rosterExtension('roster.csv')).toBeNull();
    expect(rosterExtension('roster.xlsx.exe')).toBeNull();
    expect(rosterExtension('xlsx')).toBeNull();
  });

  it('tells a spreadsheet by its first bytes', () => {
    expect(spreadsheetKindOf(new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x14]))).toBe('xlsx');
    expect(spreadsheetKindOf(new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0]))).toBe(
      'xls',
    );
    expect(spreadsheetKindOf(new TextEncoder().encode('email,completion date'))).toBeNull();
    expect(spreadsheetKindOf(new Uint8Array([0x50, 0x4b]))).toBeNull();
    expect(spreadsheetKindOf(new Uint8Array([]))).toBeNull();
  });
});
