import {
  EXPORT_AWAITING_DECISION_STATUS,
  type HomeActionLine,
  type HomeActions,
  REVIEW_SIGN_OFF_DUE,
} from '@exchange/domain';
import { ALL_SCHOOLS_VALUE, SCHOOL_SCOPE_PARAM } from '../../lib/school-scope';

/**
 * The address parameters the list screens read (docs/decisions/home.md "Needs your action"): the Export
 * Applications list its ?exportstatus=; the import lists ?awaiting=decision (statuses 1-3) and
 * ?statusbefore=YYYY-MM-DD (status date before that day); Invoices ?due=1 and ?school=all; the review
 * sign-off ?school=&aidyear=; the Enrollment Review report ?school=all&aidyear=&signoff=due (the reviews
 * still to sign off, issue 32).
 */
export const AWAITING_PARAM = 'awaiting';
export const AWAITING_DECISION = 'decision';
export const STATUS_BEFORE_PARAM = 'statusbefore';
export const DUE_PARAM = 'due';
export const SIGN_OFF_PARAM = 'signoff';

const withQuery = (path: string, query: Record<string, string | number>) =>
  `${path}?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)])).toString()}`;

/**
 * Where a line's count leads: the list with the same filter, at the selected school (`actions.schoolId`),
 * or for every school where such a list exists (Invoices' All Schools, the Enrollment Review report of
 * the reviews still to sign off);
 * null when there is no list of every school (the application lists are per school).
 */
export function homeActionLink(actions: Pick<HomeActions, 'schoolId'>, line: HomeActionLine): string | null {
  const school = actions.schoolId;
  switch (line.kind) {
    case 'exportsAwaitingDecision':
      return school === null
        ? null
        : withQuery('/exports/applications', { exportstatus: EXPORT_AWAITING_DECISION_STATUS });
    case 'importsAwaitingDecision':
      return school === null
        ? null
        : withQuery('/imports/applications', { [AWAITING_PARAM]: AWAITING_DECISION });
    case 'transfersToReview':
      return school === null
        ? null
        : withQuery('/imports/transferapplications', { [AWAITING_PARAM]: AWAITING_DECISION });
    case 'invoicesDue':
      return school === null
        ? withQuery('/billing/invoices', { [SCHOOL_SCOPE_PARAM]: ALL_SCHOOLS_VALUE, [DUE_PARAM]: 1 })
        : withQuery('/billing/invoices', { [DUE_PARAM]: 1 });
    case 'reviewsToSignOff':
      if (school === null) {
        // Every school's owed reviews, as the count found them: that aid year, still to sign off.
        const query: Record<string, string | number> = { [SCHOOL_SCOPE_PARAM]: ALL_SCHOOLS_VALUE };
        if (line.aidYearId !== null) query.aidyear = line.aidYearId;
        query[SIGN_OFF_PARAM] = REVIEW_SIGN_OFF_DUE;
        return withQuery('/reports/enrollmentreview', query);
      }
      return line.aidYearId === null
        ? withQuery('/enrollmentreview/signoff', { [SCHOOL_SCOPE_PARAM]: school })
        : withQuery('/enrollmentreview/signoff', { [SCHOOL_SCOPE_PARAM]: school, aidyear: line.aidYearId });
  }
}

/** Where the "waiting more than 14 days" part of the imports line leads: the same list, older rows only. */
export function waitingLongLink(actions: Pick<HomeActions, 'schoolId' | 'waitingLongBefore'>): string | null {
  if (actions.schoolId === null) return null;
  return withQuery('/imports/applications', {
    [AWAITING_PARAM]: AWAITING_DECISION,
    [STATUS_BEFORE_PARAM]: actions.waitingLongBefore,
  });
}
