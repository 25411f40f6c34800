import { lazy } from 'react';
import type { RouteObject } from 'react-router';

// Each screen is its own chunk; the layouts around these routes hold the Suspense boundary.
const ApplicationStatusPage = lazy(async () => ({
  default: (await import('./application-status-page')).ApplicationStatusPage,
}));
const StudentProfilePage = lazy(async () => ({
  default: (await import('./student-profile-page')).StudentProfilePage,
}));
const EzApplicationPage = lazy(async () => ({
  default: (await import('./ez-application-page')).EzApplicationPage,
}));
const UpdateApplicationPage = lazy(async () => ({
  default: (await import('./update-application-page')).UpdateApplicationPage,
}));
const RegistrationPage = lazy(async () => ({
  default: (await import('./registration-page')).RegistrationPage,
}));

/** The student screens of the applicant area (1-core §2), children of the applicant layout. */
export const studentAreaRoutes: RouteObject[] = [
  { path: 'applicationstatus', element: <ApplicationStatusPage /> },
  { path: 'studentprofile', element: <StudentProfilePage /> },
  { path: 'ezapplication', element: <EzApplicationPage /> },
  { path: 'updateapplication', element: <UpdateApplicationPage /> },
];

/** Applicant sign-up, open to everyone; signed-in users are sent on (1-core §2). */
export const registrationRoutes: RouteObject[] = [{ path: 'registration', element: <RegistrationPage /> }];
