import type { ModuleRoute } from '../module-routes.js';
import { schoolSearchRoutes } from './school-search-routes.js';

/** The public member-school page and school search. */
export const routes: readonly ModuleRoute[] = [{ tag: 'Member schools', plugin: schoolSearchRoutes }];
