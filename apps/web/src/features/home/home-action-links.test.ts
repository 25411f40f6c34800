import type { HomeActionKind, HomeActionLine } from '@exchange/domain';
import { describe, expect, it } from 'vitest';
import { homeActionLink, waitingLongLink } from './home-action-links';

const line = (kind: HomeActionKind, aidYearId: number | null = null): HomeActionLine => ({
  kind,
  count: 3,
  waitingLong: null,
  aidYearId,
});
const school = { schoolId: 12, waitingLongBefore: '2026-11-13' };
const every = { schoolId: null, waitingLongBefore: '2026-11-13' };

describe("the lines' links", () => {
  it("open the selected school's lists with the line's filter in the address", () => {
    expect(homeActionLink(school, line('exportsAwaitingDecision'))).toBe(
      '/exports/applications?exportstatus=1',
    );
    expect(homeActionLink(school, line('importsAwaitingDecision'))).toBe(
      '/imports/applications?awaiting=decision',
    );
    expect(homeActionLink(school, line('transfersToReview'))).toBe(
      '/imports/transferapplications?awaiting=decision',
    );
    expect(homeActionLink(school, line('invoicesDue'))).toBe('/billing/invoices?due=1');
    expect(homeActionLink(school, line('reviewsToSignOff', 5))).toBe(
      '/enrollmentreview/signoff?school=12&aidyear=5',
    );
    expect(waitingLongLink(school)).toBe('/imports/applications?awaiting=decision&statusbefore=2026-11-13');
  });

  it('open a list of every school only where one exists', () => {
    expect(homeActionLink(every, line('exportsAwaitingDecision'))).toBeNull();
    expect(homeActionLink(every, line('importsAwaitingDecision'))).toBeNull();
    expect(homeActionLink(every, line('transfersToReview'))).toBeNull();
    expect(homeActionLink(every, line('invoicesDue'))).toBe('/billing/invoices?school=all&due=1');
    expect(homeActionLink(every, line('reviewsToSignOff', 5))).toBe(
      '/reports/enrollmentreview?school=all&aidyear=5&signoff=due',
    );
    expect(homeActionLink(every, line('reviewsToSignOff'))).toBe(
      '/reports/enrollmentreview?school=all&signoff=due',
    );
    expect(waitingLongLink(every)).toBeNull();
  });
});
