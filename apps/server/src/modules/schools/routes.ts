import type { ModuleRoute } from '../module-routes.js';
import { schoolsRoutes } from './schools-routes.js';

/** The school routes. */
export const routes: readonly ModuleRoute[] = [{ tag: 'Schools', plugin: schoolsRoutes }];
