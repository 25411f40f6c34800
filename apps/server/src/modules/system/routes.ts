import type { ModuleRoute } from '../module-routes.js';
import { systemRoutes } from './system-routes.js';

/** The system module's routes (docs/architecture.md "Adding a feature"). */
export const routes: readonly ModuleRoute[] = [{ tag: 'System', plugin: systemRoutes }];
