import { describe, expect, it } from 'vitest';
import { criteriaFromForm, formFromParams, paramsFromForm } from './search-criteria';

describe('the search criteria in the address', () => {
  it('turns the given criteria into the search body, numbers as numbers', () => {
    const form = formFromParams(
      new URLSearchParams('name=Alpha&state=OH&program=2&midterm=0&offering=other'),
    );
    expect(criteriaFromForm(form)).toEqual({
      schoolName: 'Alpha',
      state: 'OH',
      participationId: 2,
      acceptMidTermStudents: 0,
      scholarshipOffering: 'other',
    });
  });

  it('lists every member school for no criteria or criteria the search would refuse', () => {
    expect(criteriaFromForm(formFromParams(new URLSearchParams('')))).toBeNull();
    expect(criteriaFromForm(formFromParams(new URLSearchParams('state=Ohio')))).toBeNull();
    expect(criteriaFromForm(formFromParams(new URLSearchParams('midterm=7')))).toBeNull();
  });

  it('keeps only the criteria given in the address', () => {
    const form = formFromParams(new URLSearchParams('state=OH'));
    expect(paramsFromForm({ ...form, name: '  Beta ' }).toString()).toBe('name=Beta&state=OH');
  });
});
