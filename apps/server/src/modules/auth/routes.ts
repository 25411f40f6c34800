import type { ModuleRoute } from '../module-routes.js';
import { authRoutes } from './auth-routes.js';

/** Sign-in, session and password routes. */
export const routes: readonly ModuleRoute[] = [{ tag: 'Sign-in and users', plugin: authRoutes }];
