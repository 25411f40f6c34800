import { NON_US_STATE, STUDENT_CATEGORIES } from '../reference/reference.js';

/**
 * How the member page states a school's award guidelines (3-billing §9): the student categories by their
 * three groups (the scholarship offering's names: schools/scholarship-offering-names.ts).
 */

/** The groups of student categories (3-billing §9: ids 2-6 non-first-time students, 7 graduates). */
export const STUDENT_CATEGORY_GROUPS = [
  { key: 'firstTime', label: 'First-time freshmen', ids: [1] },
  { key: 'nonFirstTime', label: 'Non-first-time students', ids: [2, 3, 4, 5, 6] },
  { key: 'graduate', label: 'Graduate students', ids: [7] },
] as const;
export type StudentCategoryGroup = (typeof STUDENT_CATEGORY_GROUPS)[number]['key'];
/** The group keys, the search's studentCategory values. */
export const STUDENT_CATEGORY_GROUP_KEYS = STUDENT_CATEGORY_GROUPS.map((g) => g.key) as [
  StudentCategoryGroup,
  ...StudentCategoryGroup[],
];

/** Which category groups a school accepts, from the category ids it accepts. */
export function acceptedCategoryGroups(
  categoryIds: readonly number[],
): Record<StudentCategoryGroup, boolean> {
  const accepted = new Set(categoryIds);
  const groups = {} as Record<StudentCategoryGroup, boolean>;
  for (const group of STUDENT_CATEGORY_GROUPS) groups[group.key] = group.ids.some((id) => accepted.has(id));
  return groups;
}

/** The category ids of a group (the search's criterion). */
export function categoryIdsOf(group: StudentCategoryGroup): readonly number[] {
  return STUDENT_CATEGORY_GROUPS.find((g) => g.key === group)?.ids ?? [];
}

/** Every category of the catalogue belongs to exactly one group. */
export const ALL_CATEGORY_IDS = STUDENT_CATEGORIES.map((c) => c.id);

/** The aid kinds a school may include in the award (the aid-year record's flags), with their labels. */
export const AID_INCLUDED = [
  { key: 'pellIncluded', label: 'Pell Grant' },
  { key: 'stateGrantIncluded', label: 'State grant' },
  { key: 'academicScholarshipIncluded', label: 'Academic scholarships' },
  { key: 'outsideScholarshipIncluded', label: 'Outside scholarships' },
  { key: 'talentScholarshipIncluded', label: 'Talent scholarships' },
] as const;

/** The state a page shows for a school: none for a school outside the United States (its placeholder). */
export function displayedState(state: string): string {
  return state === NON_US_STATE ? '' : state;
}

/** "Columbus, OH, United States" or, outside the United States, "Athens, Greece". */
export function schoolPlace(school: { city: string; state: string; country: string }): string {
  return [school.city, displayedState(school.state), school.country].filter(Boolean).join(', ');
}
