import { SCHOOL_SEARCH_MESSAGES } from '@exchange/domain';
import { describe, expect, it } from 'vitest';
import {
  type FailedLookup,
  failedLookupExit,
  hasPreviousAppPage,
  isFromStoredSchool,
} from './member-school-paths';

/** A lookup of school 7 that failed; by default its id came from the address and school 7 is stored. */
const lookup = (over: Partial<FailedLookup> = {}): FailedLookup => ({
  area: 'public',
  schoolId: 7,
  fromStoredSchool: false,
  storedSchoolId: 7,
  hasPreviousAppPage: true,
  ...over,
});

const toSearch = (to: string) => ({
  go: 'search',
  to,
  state: { message: SCHOOL_SEARCH_MESSAGES.lookupFailed },
});

describe('where a failed member-page lookup goes (open-points 41)', () => {
  it('goes back one page and forgets the stored school when the id came from the stored state', () => {
    expect(failedLookupExit(lookup({ fromStoredSchool: true }))).toEqual({ go: 'back', forgetStored: true });
    expect(failedLookupExit(lookup({ fromStoredSchool: true, area: 'applicant' }))).toEqual({
      go: 'back',
      forgetStored: true,
    });
  });

  it('goes to School Search with the sentence when a stored school has no earlier page of ours', () => {
    expect(failedLookupExit(lookup({ fromStoredSchool: true, hasPreviousAppPage: false }))).toEqual({
      ...toSearch('/schoolsearch'),
      forgetStored: true,
    });
  });

  it('goes to School Search of the same area with the sentence when the id came from the address', () => {
    expect(failedLookupExit(lookup({ storedSchoolId: null }))).toEqual({
      ...toSearch('/schoolsearch'),
      forgetStored: false,
    });
    expect(failedLookupExit(lookup({ area: 'applicant', schoolId: Number.NaN }))).toEqual({
      ...toSearch('/applicant/schoolsearch'),
      forgetStored: false,
    });
  });

  it('forgets the stored school only when it is the one that failed', () => {
    expect(failedLookupExit(lookup()).forgetStored).toBe(true);
    expect(failedLookupExit(lookup({ storedSchoolId: 8 })).forgetStored).toBe(false);
    expect(failedLookupExit(lookup({ fromStoredSchool: true, storedSchoolId: 8 }))).toEqual({
      go: 'back',
      forgetStored: false,
    });
  });
});

describe('what the member page reads from the history', () => {
  it('knows a school opened from the stored state by its history state alone', () => {
    expect(isFromStoredSchool({ fromStoredSchool: true })).toBe(true);
    expect(isFromStoredSchool({ fromStoredSchool: 'yes' })).toBe(false);
    expect(isFromStoredSchool(null)).toBe(false);
    expect(isFromStoredSchool(undefined)).toBe(false);
  });

  it('has an earlier page of the app only past React Router’s first history entry', () => {
    expect(hasPreviousAppPage({ usr: null, key: 'a', idx: 2 })).toBe(true);
    expect(hasPreviousAppPage({ usr: null, key: 'a', idx: 0 })).toBe(false);
    expect(hasPreviousAppPage(null)).toBe(false);
    expect(hasPreviousAppPage({ idx: '3' })).toBe(false);
  });
});
