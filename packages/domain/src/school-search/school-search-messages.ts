/** The public member-school page's and school search's texts (3-billing §2, §8; open-points 35). */
export const SCHOOL_SEARCH_MESSAGES = {
  /** 3-billing §8. */
  schoolInfoFailed: 'There was a problem getting the school info.',
  aidYearListFailed: 'There was a problem getting the aid year list.',
  contactFailed: 'There was a problem getting the contact information.',
  searchFailed: 'There was a problem searching the member schools.',
  listsFailed: 'There was a problem getting the search choices.',
  /** 404 answers. */
  schoolNotFound: 'The member school was not found.',
  noMatches: 'No member schools match the search.',
  noMemberSchools: 'There are no member schools.',
  noLiaison: 'The school has no liaison officer on file.',
  noApplicationYear: 'No application year is published right now.',
  noPublishedAidYears: 'No aid year is published right now.',
  /** 429 answer of the public calls. */
  tooManyRequests:
    'Too many requests from your address to the member-school pages. Please wait a minute and try again.',
  /** The search page after a member page's lookup failed (3-billing §7: 404 or 400). */
  lookupFailed: 'That member school could not be found. Search for a member school below.',
  criteriaNameInvalid: 'Enter letters, digits and punctuation only.',
  criteriaStateInvalid: 'Choose a state from the list.',
  criteriaAidYearInvalid: 'Choose an aid year from the list.',
} as const;

/** The member page's sentence for a school that opted out of importing (open-points 35). */
export function notAcceptingSentence(aidYear: string): string {
  return `Not accepting exchange students for ${aidYear}`;
}

/** The member page's sentence for a school without information for the application year. */
export function noInformationSentence(aidYear: string): string {
  return `This school has not published its award guidelines and fees for ${aidYear}.`;
}

/** The member page's sentence when no application year is published (display dates). */
export function yearNotPublishedSentence(aidYear: string): string {
  return `The award guidelines and fees for ${aidYear} are not published yet.`;
}
