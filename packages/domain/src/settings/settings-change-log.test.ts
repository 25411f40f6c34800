import { describe, expect, it } from 'vitest';
import { changeLogFieldKey, readChangeLogRow } from '../reports/change-log-values.js';

// The TE Admin change log's rows of the settings and aid_years tables (migration 0013) read as a person
// would say them: the setting or aid year named, days in US format, the set rate in dollars.
describe('settings rows in the Admin change log', () => {
  it('names the fee setting whose value changed', () => {
    const row = readChangeLogRow({
      columnName: changeLogFieldKey('settings', 'setting_value', 'Participation Fee (per exported student)'),
      oldValue: '250.00',
      newValue: '275.00',
    });
    expect(row).toEqual({
      columnName: 'Setting Value (Participation Fee (per exported student))',
      oldValue: '250.00',
      newValue: '275.00',
    });
  });

  it('names the aid year, shows its days in US format and its set rate in dollars', () => {
    const read = (column: string, oldValue: string | null, newValue: string) =>
      readChangeLogRow({
        columnName: changeLogFieldKey('aid_years', column, '2027-2028'),
        oldValue,
        newValue,
      });
    expect(read('set_rate_cents', '3300000', '3412550')).toEqual({
      columnName: 'Set Rate (2027-2028)',
      oldValue: '$33,000.00',
      newValue: '$34,125.50',
    });
    expect(read('displaybegindate', null, '2026-10-01')).toEqual({
      columnName: 'Display Begin Date (2027-2028)',
      oldValue: null,
      newValue: '10/01/2026',
    });
    expect(read('aidyear', null, '2027-2028').columnName).toBe('Aid Year');
  });
});
