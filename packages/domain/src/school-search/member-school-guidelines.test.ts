import { describe, expect, it } from 'vitest';
import {
  ALL_CATEGORY_IDS,
  acceptedCategoryGroups,
  categoryIdsOf,
  STUDENT_CATEGORY_GROUPS,
  schoolPlace,
} from './member-school-guidelines.js';
import { noInformationSentence, notAcceptingSentence } from './school-search-messages.js';

describe('the student categories (3-billing §9)', () => {
  it('groups ids 2 to 6 as non-first-time students and 7 as graduate students', () => {
    expect(categoryIdsOf('nonFirstTime')).toEqual([2, 3, 4, 5, 6]);
    expect(categoryIdsOf('graduate')).toEqual([7]);
    expect(acceptedCategoryGroups([3])).toEqual({ firstTime: false, nonFirstTime: true, graduate: false });
    expect(acceptedCategoryGroups([1, 7])).toEqual({ firstTime: true, nonFirstTime: false, graduate: true });
    expect(acceptedCategoryGroups([])).toEqual({ firstTime: false, nonFirstTime: false, graduate: false });
  });

  it('puts every category of the catalogue in exactly one group', () => {
    const grouped = STUDENT_CATEGORY_GROUPS.flatMap((g) => [...g.ids]).sort((a, b) => a - b);
    expect(grouped).toEqual([...ALL_CATEGORY_IDS].sort((a, b) => a - b));
  });
});

describe('the member page sentences (open-points 35)', () => {
  it('says an opted-out school is not accepting exchange students for the year', () => {
    expect(notAcceptingSentence('2027-2028')).toBe('Not accepting exchange students for 2027-2028');
  });

  it('says plainly when a school has no information for the year', () => {
    expect(noInformationSentence('2027-2028')).toContain('2027-2028');
  });
});

describe('where a school is', () => {
  it('names the state only inside the United States', () => {
    expect(schoolPlace({ city: 'Columbus', state: 'OH', country: 'United States' })).toBe(
      'Columbus, OH, United States',
    );
    expect(schoolPlace({ city: 'Athens', state: 'FC', country: 'Greece' })).toBe('Athens, Greece');
  });
});
