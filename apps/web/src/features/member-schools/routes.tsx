import { Navigate, type RouteObject } from 'react-router';
import type { FeatureRoutes } from '../../lib/feature-routes';
import { importLazy } from '../../lib/lazy-route';

// Each page is its own chunk, loaded when first opened: a visitor on a phone downloads the public layout
// and one page, none of the signed-in layouts, grids or date pickers.
const PublicLayout = importLazy(() => import('./public-layout'), 'PublicLayout');
const PublicMemberSchoolPage = importLazy(() => import('./member-school-page'), 'PublicMemberSchoolPage');
const ApplicantMemberSchoolPage = importLazy(
  () => import('./member-school-page'),
  'ApplicantMemberSchoolPage',
);
const PublicSchoolSearchPage = importLazy(() => import('./school-search-page'), 'PublicSchoolSearchPage');
const ApplicantSchoolSearchPage = importLazy(
  () => import('./school-search-page'),
  'ApplicantSchoolSearchPage',
);

/**
 * The public member-school page and school search (3-billing §2, §7), open to everyone: /schoolsearch,
 * /memberschools/info/:schoolId? and /memberschools (the school viewed last, else the search).
 */
export const publicMemberSchoolRoutes: RouteObject[] = [
  {
    element: <PublicLayout />,
    children: [
      { path: 'schoolsearch', element: <PublicSchoolSearchPage /> },
      { path: 'memberschools', element: <Navigate replace to="/memberschools/info" /> },
      { path: 'memberschools/info/:schoolId?', element: <PublicMemberSchoolPage /> },
    ],
  },
];

/**
 * The same pages inside the applicant area (open-points 38): the menu's Member Schools
 * (/applicant/memberschools: the school viewed last, else the search) and School Search.
 */
export const applicantMemberSchoolRoutes: RouteObject[] = [
  { path: 'applicant/schoolsearch', element: <ApplicantSchoolSearchPage /> },
  { path: 'applicant/memberschools', element: <Navigate replace to="/applicant/memberschools/info" /> },
  { path: 'applicant/memberschools/info/:schoolId?', element: <ApplicantMemberSchoolPage /> },
];

/** What this feature adds to the router (app/portal-routes.tsx finds it). */
export const featureRoutes: FeatureRoutes = { applicant: applicantMemberSchoolRoutes };
