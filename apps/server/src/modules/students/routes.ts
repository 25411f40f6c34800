import type { ModuleRoute } from '../module-routes.js';
import { applicationRoutes } from './application-routes.js';
import { schoolOptionsRoutes } from './school-options-routes.js';
import { studentsRoutes } from './students-routes.js';

/** Student accounts and applications (Students) and the EZ application's school options (Schools). */
export const routes: readonly ModuleRoute[] = [
  { tag: 'Students', plugin: studentsRoutes },
  { tag: 'Students', plugin: applicationRoutes },
  { tag: 'Schools', plugin: schoolOptionsRoutes },
];
