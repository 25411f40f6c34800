import type { ModuleRoute } from '../module-routes.js';
import { applicationLookupRoutes } from './application-lookup-routes.js';
import { referenceRoutes } from './reference-routes.js';

/** The reference lists (Schools) and the application lookups under api/student (Students). */
export const routes: readonly ModuleRoute[] = [
  { tag: 'Schools', plugin: referenceRoutes },
  { tag: 'Students', plugin: applicationLookupRoutes },
];
