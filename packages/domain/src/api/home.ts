import {
  homeActionsQuery,
  homeActionsSchema,
  homeContentSchema,
  homeContentUpdateBodySchema,
} from '../home/home-schemas.js';
import { defineEndpoint } from './endpoint.js';

const tag = 'Home';

/** Record rules of the home endpoints, looked up by the home module. */

/** The home page's calls (issue 24): its content (open-points 36) and the "Needs your action" counts. */
export const homeEndpoints = {
  getHomeContent: defineEndpoint({
    operationId: 'getHomeContent',
    method: 'GET',
    path: '/api/home/content',
    tag,
    summary: 'The home page content',
    description:
      'The programme text the staff home page shows, sanitised again on the way out with the allowlist of ' +
      'open-points 36 (p, br, strong, em, ul, ol, li, h2-h4, a with an http or https href and ' +
      'rel="noopener"), its version and whether the reader may edit it. The home page is the staff area\'s, ' +
      'so students are refused.',
    access: { kind: 'staff' },
    response: homeContentSchema,
  }),
  updateHomeContent: defineEndpoint({
    operationId: 'updateHomeContent',
    method: 'PUT',
    path: '/api/home/content',
    tag,
    summary: 'Change the home page content',
    description:
      'Stores the HTML sanitised with the allowlist (anything else is removed, not refused) in one ' +
      'transaction, recorded in the Admin change log. lastUpdated must be the one the content was read ' +
      'with, else 409 (someone changed it since). Answers the stored content. modifiedBy is accepted and ' +
      'ignored.',
    access: { kind: 'teAdmin', mode: 'write' },
    body: homeContentUpdateBodySchema,
    response: homeContentSchema,
    errors: [409],
  }),
  getHomeActions: defineEndpoint({
    operationId: 'getHomeActions',
    method: 'GET',
    path: '/api/home/actions',
    tag,
    summary: "What needs the reader's action",
    description:
      "One line per kind the reader's roles see at the school (?schoolid=), or at every school without it " +
      '(TE users only): exports awaiting a decision (export status 1 on the open list), imports awaiting a ' +
      'decision (import statuses 1-3 on the open list) with how many have waited more than 14 days since ' +
      'their status date, transfer applications to review (statuses 1-3 on the transfer list), invoices ' +
      'with an amount due, and enrollment reviews whose window is open today and that are not signed off. ' +
      '404 for an unknown school.',
    access: {
      kind: 'schoolRight',
      right: 'readHomeActions',
      in: 'query',
      param: 'schoolid',
      allSchools: 'teOnly',
    },
    query: homeActionsQuery,
    response: homeActionsSchema,
    errors: [404],
  }),
};
