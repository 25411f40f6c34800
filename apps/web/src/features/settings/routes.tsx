import type { RouteObject } from 'react-router';
import type { FeatureRoutes } from '../../lib/feature-routes';
import { importLazy } from '../../lib/lazy-route';

/** The menu's Settings paths (1-core §2 menu rule; 3-billing §2). */
export const AID_YEAR_SETTINGS_PATH = '/settings/aidyear';
export const FEES_SETTINGS_PATH = '/settings/fees';

const AidYearSettingsPage = importLazy(() => import('./aid-year-settings-page'), 'AidYearSettingsPage');
const FeesSettingsPage = importLazy(() => import('./fees-settings-page'), 'FeesSettingsPage');

/**
 * Aid Year Settings and Fees Settings (3-billing §2), loaded when first opened; the staff layout's guard
 * opens them to the menu's users (TE Admin, read-only included: 3-billing §6).
 */
export const settingsRoutes: RouteObject[] = [
  { path: AID_YEAR_SETTINGS_PATH.slice(1), element: <AidYearSettingsPage /> },
  { path: FEES_SETTINGS_PATH.slice(1), element: <FeesSettingsPage /> },
];

/** What this feature adds to the router (app/portal-routes.tsx finds it). */
export const featureRoutes: FeatureRoutes = { staff: settingsRoutes };
