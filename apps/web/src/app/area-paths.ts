/** Routes of the applicant area (1-core §2, §6); everything else signed-in belongs to staff. */
export const APPLICANT_ROUTES = [
  '/applicationstatus',
  '/studentprofile',
  '/ezapplication',
  '/updateapplication',
];
const APPLICANT_PREFIX = '/applicant/';

/** True when the path belongs to the applicant area. */
export function isApplicantPath(path: string): boolean {
  return APPLICANT_ROUTES.includes(path) || path.startsWith(APPLICANT_PREFIX);
}
