import { allMenuPaths } from '@exchange/domain';
import { type RouteObject, useRoutes } from 'react-router';
import { NotFound, NotFoundPage } from '../components/not-found';
import type { FeatureRoutes } from '../lib/feature-routes';
import { LazyDataCacheLayout } from '../lib/lazy-data-cache';
import { importLazy } from '../lib/lazy-route';
import { RequireStaff, RequireStudent } from './guards';

// The signed-in layouts (menu, header, school selector, dialogs) load with the first page that needs
// them, so the public pages carry none of them (e2e/signin-transfer-size.spec.ts).
const StaffLayout = importLazy(() => import('./staff-layout'), 'StaffLayout');
const ApplicantLayout = importLazy(() => import('./applicant-layout'), 'ApplicantLayout');
const HomePage = importLazy(() => import('../features/home/home-page'), 'HomePage');

/**
 * Every feature's screens, found in `features/<feature>/routes.tsx` (its `featureRoutes`): a new feature
 * adds its folder and its menu item, and the router picks its screens up.
 */
const features = Object.entries(
  import.meta.glob<FeatureRoutes | undefined>('../features/*/routes.tsx', {
    eager: true,
    import: 'featureRoutes',
  }),
).map(([file, routes]) => {
  if (!routes) throw new Error(`${file} exports no featureRoutes`);
  return routes;
});
const staffScreens: RouteObject[] = features.flatMap((feature) => feature.staff ?? []);
const applicantScreens: RouteObject[] = features.flatMap((feature) => feature.applicant ?? []);

/**
 * A menu path under a group route (`reports/*`) that routes its own screens and 404s: a pending
 * `reports/export/*` would outrank it. Exact screen routes keep their pending `…/*` for their unknown
 * sub-paths.
 */
function isUnderGroupRoute(menuPath: string): boolean {
  return staffScreens.some(
    ({ path }) => path?.endsWith('/*') && menuPath.startsWith(`/${path.slice(0, -1)}`),
  );
}
/**
 * The menu's paths (packages/domain navigation/menu.ts), each answered past its screens' own routes by
 * the 404 page behind the same guards: a menu item whose screen is not routed yet, or an unknown
 * sub-path of one, keeps its menu and redirects.
 */
const staffPending: RouteObject[] = allMenuPaths()
  .filter((path) => !isUnderGroupRoute(path))
  .map((path) => ({ path: `${path.slice(1)}/*`, element: <NotFound /> }));
const applicantPending: RouteObject[] = [{ path: 'applicant/*', element: <NotFound /> }];

/**
 * Every address that is not a public page (app/router.tsx): the staff area, the applicant area and the
 * 404 page. Relative to the root, so the paths read as the addresses they answer.
 */
export const portalRoutes: RouteObject[] = [
  {
    element: <LazyDataCacheLayout />,
    children: [
      {
        element: <RequireStaff />,
        children: [
          {
            element: <StaffLayout />,
            children: [{ index: true, element: <HomePage /> }, ...staffScreens, ...staffPending],
          },
        ],
      },
      {
        element: <RequireStudent />,
        children: [
          {
            element: <ApplicantLayout />,
            children: [...applicantScreens, ...applicantPending],
          },
        ],
      },
    ],
  },
  { path: '*', element: <NotFoundPage /> },
];

/**
 * The signed-in areas' routes, loaded with the first address that needs them: the public pages a phone
 * opens first neither download these tables nor match an address against their hundred routes.
 */
export function PortalRoutes() {
  return useRoutes(portalRoutes);
}
