import { ACTIVE_AID_YEARS_FILTER_ID, ALL_FILTER_ID, IMPORT_STATUS } from '@exchange/domain';
import { describe, expect, it } from 'vitest';
import { listAidYearFilterOptions, pickKnownFilter } from '../../../lib/list-filters';
import { IMPORT_YEAR_CHOICES, listImportStatusFilterOptions } from './import-filters';

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
