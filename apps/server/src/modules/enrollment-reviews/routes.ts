import type { ModuleRoute } from '../module-routes.js';
import { enrollmentReviewRoutes } from './enrollment-review-routes.js';

/** The enrollment review sign-off, and the server's time its windows are drawn from (tag System). */
export const routes: readonly ModuleRoute[] = [{ tag: 'Enrollment review', plugin: enrollmentReviewRoutes }];
