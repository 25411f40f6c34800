import type { RouteObject } from 'react-router';

/** The public member-school page and school search, outside the signed-in area (built by their own commit). */
export const publicMemberSchoolRoutes: RouteObject[] = [];

/** The same pages inside the applicant area (open-points 38), built by their own commit. */
export const applicantMemberSchoolRoutes: RouteObject[] = [];
