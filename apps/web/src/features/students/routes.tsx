import type { RouteObject } from 'react-router';
import type { FeatureRoutes } from '../../lib/feature-routes';
import { importLazy } from '../../lib/lazy-route';

const ApplicationStatusPage = importLazy(() => import('./application-status-page'), 'ApplicationStatusPage');
const StudentProfilePage = importLazy(() => import('./student-profile-page'), 'StudentProfilePage');
const EzApplicationPage = importLazy(() => import('./ez-application-page'), 'EzApplicationPage');
const UpdateApplicationPage = importLazy(() => import('./update-application-page'), 'UpdateApplicationPage');
const RegistrationPage = importLazy(() => import('./registration-page'), 'RegistrationPage');

/** The student screens of the applicant area (1-core §2), children of the applicant layout. */
export const studentAreaRoutes: RouteObject[] = [
  { path: 'applicationstatus', element: <ApplicationStatusPage /> },
  { path: 'studentprofile', element: <StudentProfilePage /> },
  { path: 'ezapplication', element: <EzApplicationPage /> },
  { path: 'updateapplication', element: <UpdateApplicationPage /> },
];

/** Applicant sign-up, open to everyone; signed-in users are sent on (1-core §2). */
export const registrationRoutes: RouteObject[] = [{ path: 'registration', element: <RegistrationPage /> }];

/** What this feature adds to the router (app/portal-routes.tsx finds it). */
export const featureRoutes: FeatureRoutes = { applicant: studentAreaRoutes };
