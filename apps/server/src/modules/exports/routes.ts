import type { ModuleRoute } from '../module-routes.js';
import { exportsRoutes } from './exports-routes.js';

/** The export side of applications. */
export const routes: readonly ModuleRoute[] = [{ tag: 'Exports', plugin: exportsRoutes }];
