import { serverDateTimeSchema } from '../enrollment-reviews/review-schemas.js';
import { defineEndpoint } from './endpoint.js';

// Tag System, in a file of its own: api/system.ts is loaded by the sign-in page and stays on zod/mini.
const tag = 'System';

/** The server's time in the programme time zone (open-points 1, 31): the enrollment review windows use it. */
export const serverTimeEndpoints = {
  getServerDateTime: defineEndpoint({
    operationId: 'getServerDateTime',
    method: 'GET',
    path: '/api/settings/server-datetime',
    tag,
    summary: "The server's time in the programme time zone",
    description:
      'localTime and today as the server sees them in the programme time zone (open-points 1): the ' +
      'enrollment review windows are drawn from it, not from the browser clock.',
    access: { kind: 'signedIn' },
    response: serverDateTimeSchema,
  }),
};
