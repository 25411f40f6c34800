import { describe, expect, it } from 'vitest';
import { decideReportScope, reportScopeLabel } from './report-scope';

const schoolReport = { allSchools: true, schoolless: false };
const decide = (over: Partial<Parameters<typeof decideReportScope>[0]>) =>
  decideReportScope({
    def: schoolReport,
    isTe: true,
    ownReportSchools: 0,
    addressAll: false,
    selectedSchoolId: 7,
    ...over,
  });

describe('decideReportScope', () => {
  it('gives a TE user the selected school, with All Schools offered', () => {
    expect(decide({})).toEqual({
      field: 'every',
      offersAllSchools: true,
      allSchools: false,
      schoolId: 7,
      ready: true,
    });
  });

  it('reads every school for a TE user whose address says so', () => {
    expect(decide({ addressAll: true })).toMatchObject({ allSchools: true, schoolId: null, ready: true });
  });

  it('never gives a school user All Schools, whatever the address says (open-points 29)', () => {
    expect(decide({ isTe: false, ownReportSchools: 1, addressAll: true })).toEqual({
      field: null,
      offersAllSchools: false,
      allSchools: false,
      schoolId: 7,
      ready: true,
    });
  });

  it('offers a multi-school user a picker of their own schools', () => {
    expect(decide({ isTe: false, ownReportSchools: 2 }).field).toBe('own');
  });

  it('waits for a school to be selected', () => {
    expect(decide({ selectedSchoolId: null })).toMatchObject({ ready: false, schoolId: null });
  });

  it('shows no school field and reads no school for a report about no school', () => {
    expect(decide({ def: { allSchools: true, schoolless: true } })).toEqual({
      field: null,
      offersAllSchools: false,
      allSchools: true,
      schoolId: null,
      ready: true,
    });
  });

  it('offers no All Schools where the report does not', () => {
    expect(decide({ def: { allSchools: false }, addressAll: true })).toMatchObject({
      offersAllSchools: false,
      allSchools: false,
      schoolId: 7,
    });
  });
});

describe('reportScopeLabel', () => {
  it('names the school shown, All Schools, or nothing for a report about no school', () => {
    expect(reportScopeLabel(decide({}), 'Alpha University')).toBe('Alpha University');
    expect(reportScopeLabel(decide({ addressAll: true }), 'Alpha University')).toBe('All Schools');
    expect(reportScopeLabel(decide({ def: { allSchools: true, schoolless: true } }), 'Alpha')).toBeNull();
  });
});
