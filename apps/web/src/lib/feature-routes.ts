import type { RouteObject } from 'react-router';

/**
 * The screens a feature adds, by area: each feature's `routes.tsx` exports one as `featureRoutes`, and
 * the router (app/portal-routes.tsx) finds them all, so a new feature touches its own folder, the API
 * catalogue and the menu (docs/architecture.md "Adding a feature").
 */
export interface FeatureRoutes {
  /** Staff screens, under the staff layout and its menu guard. */
  readonly staff?: readonly RouteObject[];
  /** Applicant screens, under the applicant layout. */
  readonly applicant?: readonly RouteObject[];
}
