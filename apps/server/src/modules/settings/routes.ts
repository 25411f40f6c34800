import type { ModuleRoute } from '../module-routes.js';
import { settingsRoutes } from './settings-routes.js';

/** Aid years and the programme fee settings. */
export const routes: readonly ModuleRoute[] = [{ tag: 'Settings', plugin: settingsRoutes }];
