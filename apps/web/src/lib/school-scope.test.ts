import { describe, expect, it } from 'vitest';
import {
  ALL_SCHOOLS_CHOICE,
  decideSchoolScope,
  listSchoolChoices,
  readSchoolScope,
  schoolScopeAddressChange,
  writeSchoolScope,
} from './school-scope';

const read = (query: string) => readSchoolScope(new URLSearchParams(query));
const write = (query: string, scope: { allSchools: boolean; schoolId: number | null }) =>
  writeSchoolScope(new URLSearchParams(query), scope).toString();

describe('the one school scope of the address (?school=all|N)', () => {
  it('reads All Schools, a school, or nothing from the one field', () => {
    expect(read('school=all')).toEqual({ allSchools: true, schoolId: null });
    expect(read('school=42&aidyear=7')).toEqual({ allSchools: false, schoolId: 42 });
    expect(read('aidyear=7')).toEqual({ allSchools: false, schoolId: null });
    for (const bad of ['0', '-3', 'abc', '1.5', '12345678901']) {
      expect(read(`school=${bad}`)).toEqual({ allSchools: false, schoolId: null });
    }
  });

  it('writes the one field and keeps the others', () => {
    expect(write('aidyear=7', { allSchools: true, schoolId: null })).toBe('aidyear=7&school=all');
    expect(write('school=all&due=1', { allSchools: false, schoolId: 3 })).toBe('due=1&school=3');
    expect(write('school=3&due=1', { allSchools: false, schoolId: null })).toBe('due=1');
  });

  it('gives All Schools only to a screen that offers it, whatever the address says', () => {
    const input = { address: read('school=all'), selectedSchoolId: 7, settled: true };
    expect(decideSchoolScope({ ...input, offersAllSchools: true })).toEqual({
      offersAllSchools: true,
      allSchools: true,
      schoolId: null,
      ready: true,
    });
    expect(decideSchoolScope({ ...input, offersAllSchools: false })).toEqual({
      offersAllSchools: false,
      allSchools: false,
      schoolId: 7,
      ready: true,
    });
  });

  it("waits for a selected school, and for the address's school to be selected", () => {
    const input = { offersAllSchools: true, address: read('school=4') };
    expect(decideSchoolScope({ ...input, selectedSchoolId: null, settled: true }).ready).toBe(false);
    expect(decideSchoolScope({ ...input, selectedSchoolId: 7, settled: false }).ready).toBe(false);
    expect(decideSchoolScope({ ...input, selectedSchoolId: 4, settled: true })).toMatchObject({
      schoolId: 4,
      ready: true,
    });
  });

  it('keeps the address naming the school shown; a school chosen in the drawer leaves All Schools', () => {
    const change = (query: string, selectedSchoolId: number | null, was: number | null, offers = true) =>
      schoolScopeAddressChange({ offersAllSchools: offers, address: read(query), selectedSchoolId, was });
    expect(change('', 7, null)).toEqual({ schoolId: 7 });
    expect(change('school=7', 7, 7)).toBeNull();
    expect(change('school=all', 7, 7)).toBeNull();
    expect(change('school=all', 8, 7)).toEqual({ allSchools: false, schoolId: 8 });
    expect(change('school=7', 8, 7)).toEqual({ allSchools: false, schoolId: 8 });
    // All Schools asked of a screen without it (the sign-off, a school user): the address names the school.
    expect(change('school=all', 7, null, false)).toEqual({ allSchools: false, schoolId: 7 });
    expect(change('', null, null)).toBeNull();
  });

  it('lists All Schools first where it is offered, then the schools', () => {
    const schools = [{ id: 1, schoolName: 'Alpha University' }];
    expect(listSchoolChoices(schools, true)).toEqual([ALL_SCHOOLS_CHOICE, ...schools]);
    expect(listSchoolChoices(schools, false)).toEqual(schools);
    expect(ALL_SCHOOLS_CHOICE.schoolName).toBe('All Schools');
  });
});
