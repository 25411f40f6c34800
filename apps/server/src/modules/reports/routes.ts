import type { ModuleRoute } from '../module-routes.js';
import { enrollmentDownloadRoutes } from './enrollment-download-routes.js';
import { reportRoutes } from './report-routes.js';
import { statsRoutes } from './stats-routes.js';

/** The paged reports and change logs, the statistics and the Enrollment workbook. */
export const routes: readonly ModuleRoute[] = [
  { tag: 'Reports', plugin: reportRoutes },
  { tag: 'Reports', plugin: statsRoutes },
  { tag: 'Reports', plugin: enrollmentDownloadRoutes },
];
