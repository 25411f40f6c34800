import type { RouteObject } from 'react-router';
import type { FeatureRoutes } from '../../lib/feature-routes';
import { importLazy } from '../../lib/lazy-route';

/** The sign-off's path (the menu's item, open-points 31). */
export const REVIEW_SIGN_OFF_PATH = '/enrollmentreview/signoff';

const ReviewSignOffPage = importLazy(() => import('./review-sign-off-page'), 'ReviewSignOffPage');

/**
 * The enrollment review sign-off (open-points 31), loaded when first opened; the staff layout's guard
 * opens it to the menu's users (TE users and the school's roles 1, 6, 7).
 */
export const enrollmentReviewRoutes: RouteObject[] = [
  { path: REVIEW_SIGN_OFF_PATH.slice(1), element: <ReviewSignOffPage /> },
];

/** What this feature adds to the router (app/portal-routes.tsx finds it). */
export const featureRoutes: FeatureRoutes = { staff: enrollmentReviewRoutes };
