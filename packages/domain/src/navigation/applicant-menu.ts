import { menuSegment } from './menu.js';

/**
 * Applicant area menu (1-core §2); external entries open in a new tab. Member Schools and School Search
 * open in the same tab, inside the applicant layout (open point 38): a new tab only met the staff sign-in
 * (the session marker lives in the tab).
 */
export const APPLICANT_MENU: readonly { label: string; path: string; external: boolean }[] = [
  { label: 'Application Status', path: '/applicationstatus', external: false },
  { label: 'Member Schools', path: `/applicant/${menuSegment('Member Schools')}`, external: false },
  { label: 'School Search', path: `/applicant/${menuSegment('School Search')}`, external: false },
];
