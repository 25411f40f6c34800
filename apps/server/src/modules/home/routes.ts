import type { ModuleRoute } from '../module-routes.js';
import { homeRoutes } from './home-routes.js';

/** The home page's content and action counts. */
export const routes: readonly ModuleRoute[] = [{ tag: 'Home', plugin: homeRoutes }];
