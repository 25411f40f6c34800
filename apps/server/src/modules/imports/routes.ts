import type { ModuleRoute } from '../module-routes.js';
import { importUpdateRoutes } from './import-update-routes.js';
import { importsRoutes } from './imports-routes.js';

/** The import side of applications: lists and reads, then the writes. */
export const routes: readonly ModuleRoute[] = [
  { tag: 'Imports', plugin: importsRoutes },
  { tag: 'Imports', plugin: importUpdateRoutes },
];
