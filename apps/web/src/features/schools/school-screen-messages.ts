/**
 * Texts of the school screens that the spec does not word (reported to the lead for a move to
 * packages/domain, beside SCHOOL_MESSAGES).
 */
export const SCHOOL_SCREEN_MESSAGES = {
  participationTypesFailed: 'There was a problem retrieving the participation types.',
  dependentsFailed: 'There was a problem checking what still belongs to the school.',
  noSchool: 'Choose a school with the School selector to see its profile.',
  deleteConfirm: (name: string) =>
    `Delete ${name}? The school and its profile are removed permanently. This cannot be undone.`,
} as const;
