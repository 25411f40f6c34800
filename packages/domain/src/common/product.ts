/** Default programme name; the server's PROGRAM_NAME setting overrides it. */
export const DEFAULT_PROGRAM_NAME = 'Scholarship Exchange';

/** Grid paging constants shared by every list. */
export const GRID_PAGE_SIZE = 50;
export const GRID_PAGE_SIZE_OPTIONS = [10, 25, 50] as const;

/** Toasts vanish after this many milliseconds. */
export const ALERT_AUTO_HIDE_MS = 6000;

/** Layout constants of the spec. */
export const LAYOUT = { drawerWidth: 240, headerHeight: 91, drawerBreakpointPx: 900 } as const;
