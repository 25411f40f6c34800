import { menuSegment } from './menu.js';

/** Applicant area menu (1-core §2); external entries open in a new tab. */
export const APPLICANT_MENU: readonly { label: string; path: string; external: boolean }[] = [
  { label: 'Application Status', path: '/applicationstatus', external: false },
  { label: 'Member Schools', path: `/applicant/${menuSegment('Member Schools')}`, external: true },
  { label: 'School Search', path: `/applicant/${menuSegment('School Search')}`, external: true },
];
