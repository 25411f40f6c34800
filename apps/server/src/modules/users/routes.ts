import type { ModuleRoute } from '../module-routes.js';
import { schoolUsersRoutes } from './school-users-routes.js';
import { staffUsersRoutes } from './staff-users-routes.js';

/** School users and staff accounts. */
export const routes: readonly ModuleRoute[] = [
  { tag: 'Sign-in and users', plugin: schoolUsersRoutes },
  { tag: 'Sign-in and users', plugin: staffUsersRoutes },
];
