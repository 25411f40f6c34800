import type { ModuleRoute } from '../module-routes.js';
import { schoolAidYearsRoutes } from './school-aid-years-routes.js';

/** A school's aid-year records. */
export const routes: readonly ModuleRoute[] = [{ tag: 'School aid years', plugin: schoolAidYearsRoutes }];
