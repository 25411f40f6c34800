import type { ModuleRoute } from '../module-routes.js';
import { trainingRoutes } from './training-routes.js';

/** The training roster upload. */
export const routes: readonly ModuleRoute[] = [{ tag: 'Training', plugin: trainingRoutes }];
