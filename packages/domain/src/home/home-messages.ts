/** The home page's texts (3-billing §2, §8; open-points 36). */
export const HOME_MESSAGES = {
  /** 3-billing §8: the home content could not be read. */
  contentFailed: 'Failed to load content. Please try again later.',
  contentSaved: 'Home content updated.',
  contentSaveFailed: 'There was a problem updating the home content.',
  contentTooLong: 'The home content may be at most 100,000 characters.',
  contentRequired: 'Required',
  contentUnstorable: 'The home content holds a character that cannot be stored (a null byte).',
  versionInvalid: 'The version of the home content the screen showed is required.',
  actionsTitle: 'Needs your action',
  actionsFailed: 'There was a problem getting the action counts.',
  noActionKinds: 'Nothing here needs your roles at this school.',
  /** GET api/home/actions without ?schoolid= is the all-schools view, TE users only. */
  allSchoolsTeOnly: 'Only TE users see every school at once; choose a school.',
  noSuchSchool: 'The school does not exist.',
} as const;
