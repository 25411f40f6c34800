import { SCHOOL_SEARCH_MESSAGES, VALIDATION_MESSAGES } from '@exchange/domain';
import { describe, expect, it } from 'vitest';
import {
  criteriaBody,
  criteriaFromForm,
  criteriaIssues,
  formFromParams,
  paramsFromForm,
} from './search-criteria';

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

  it('says why the search refuses a criterion of the address, in the words of the API', () => {
    const form = formFromParams(new URLSearchParams('state=Ohio&country=abc&midterm=7&name=Beta'));
    expect(criteriaIssues(form)).toEqual({
      state: SCHOOL_SEARCH_MESSAGES.criteriaStateInvalid,
      country: VALIDATION_MESSAGES.number,
      midterm: VALIDATION_MESSAGES.option,
    });
    expect(criteriaIssues(formFromParams(new URLSearchParams('state=OH&program=2')))).toEqual({});
  });

  it('keeps a numeric criterion that is no whole number as text (JSON would send NaN as null)', () => {
    expect(criteriaBody(formFromParams(new URLSearchParams('country=abc&program=2')))).toEqual({
      countryId: 'abc',
      participationId: 2,
    });
  });
});
