import { ACTIVE_AID_YEARS_FILTER_ID, ALL_FILTER_ID, IMPORT_STATUS } from '@exchange/domain';
import { describe, expect, it } from 'vitest';
import { listAidYearFilterOptions, pickKnownFilter } from '../../../lib/list-filters';
import {
  describeImportAddressFilter,
  filterImportRows,
  IMPORT_YEAR_CHOICES,
  listImportStatusFilterOptions,
  readImportAddressFilter,
} from './import-filters';

const year = (id: number, aidyear: string) => ({
  id,
  aidyear,
  aidyearbegindate: '',
  aidyearenddate: '',
  aidyearLabel: aidyear,
});

describe('import list filters', () => {
  it('offers Active Aid Years (-1), All Aid Years (0) and then each year', () => {
    expect(listAidYearFilterOptions([year(9, '2026-2027')], IMPORT_YEAR_CHOICES)).toEqual([
      { value: ACTIVE_AID_YEARS_FILTER_ID, label: 'Active Aid Years' },
      { value: ALL_FILTER_ID, label: 'All Aid Years' },
      { value: 9, label: '2026-2027' },
    ]);
  });

  it('offers All Import Statuses (0) and every status, the ones it hides included', () => {
    const options = listImportStatusFilterOptions();
    expect(options[0]).toEqual({ value: ALL_FILTER_ID, label: 'All Import Statuses' });
    expect(options).toContainEqual({ value: IMPORT_STATUS.WITHDRAWN, label: 'Withdrawn' });
    expect(options).toContainEqual({ value: IMPORT_STATUS.GRADUATED, label: 'Graduated' });
    expect(pickKnownFilter(IMPORT_STATUS.ENROLLED, options)).toBe(IMPORT_STATUS.ENROLLED);
    expect(pickKnownFilter(99, options)).toBe(ALL_FILTER_ID);
  });
});

describe("the home page's address filter on the import lists", () => {
  const rows = [
    { id: 1, importStatus: IMPORT_STATUS.AWAITING_EXPORT_DECISION, importStatusDate: '2026-10-01' },
    { id: 2, importStatus: IMPORT_STATUS.DECISION_PENDING, importStatusDate: '2026-11-20' },
    { id: 3, importStatus: IMPORT_STATUS.UNDER_REVIEW, importStatusDate: '2026-11-12' },
    { id: 4, importStatus: IMPORT_STATUS.IMPORT_APPROVED, importStatusDate: '2026-09-01' },
  ];
  const ids = (query: string) =>
    filterImportRows(rows, readImportAddressFilter(new URLSearchParams(query))).map((r) => r.id);

  it('keeps statuses 1-3 for ?awaiting=decision, and those before ?statusbefore= with it', () => {
    expect(ids('')).toEqual([1, 2, 3, 4]);
    expect(ids('awaiting=decision')).toEqual([1, 2, 3]);
    expect(ids('awaiting=decision&statusbefore=2026-11-13')).toEqual([1, 3]);
    expect(ids('awaiting=other&statusbefore=2026-13-45')).toEqual([1, 2, 3, 4]);
  });

  it('says what it shows on the chip', () => {
    const say = (query: string) =>
      describeImportAddressFilter(readImportAddressFilter(new URLSearchParams(query)));
    expect(say('')).toBeNull();
    expect(say('awaiting=decision')).toBe('awaiting a decision');
    expect(say('awaiting=decision&statusbefore=2026-11-13')).toBe(
      'awaiting a decision, status date before 11/13/2026',
    );
  });
});
