import { menuSegment } from './menu.js';

/**
 * Applicant area menu (1-core §2); external entries open in a new tab. The spec makes Member Schools and
 * School Search external pages, but until the public pages exist a new tab only meets the staff sign-in
 * (the session marker lives in the tab), so they stay in the applicant's tab for now.
 */
export const APPLICANT_MENU: readonly { label: string; path: string; external: boolean }[] = [
  { label: 'Application Status', path: '/applicationstatus', external: false },
  { label: 'Member Schools', path: `/applicant/${menuSegment('Member Schools')}`, external: false },
  { label: 'School Search', path: `/applicant/${menuSegment('School Search')}`, external: false },
];
