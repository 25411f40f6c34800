import { APPLICATION_REPORTS, CHANGE_LOGS, REPORT_LIST, reportQuerySchema } from '@exchange/domain';
import { describe, expect, it } from 'vitest';
import { FIXTURE_CHANGE_LOG, FIXTURE_REPORT, FIXTURE_STAFF_REPORT } from '../../test/report-fixture';
import { readReportAddress } from './report-address';
import { buildEnrollmentWorkbookQuery, buildReportDownloadQuery, buildReportQuery } from './report-query';

const today = '2026-11-26';
const address = (search: string, def: Parameters<typeof readReportAddress>[1]) =>
  readReportAddress(new URLSearchParams(search), def);

describe('buildReportQuery', () => {
  it("sends the school, the report's filters, the page from 0, the page size and the sort", () => {
    const def = FIXTURE_REPORT;
    const query = buildReportQuery(def, address('aidyear=7&exportstatus=2&page=3&pagesize=25', def), {
      schoolId: 12,
      today,
    });
    expect(query).toEqual({
      schoolid: 12,
      aidyear: 7,
      exportstatusid: 2,
      sort: 'studentLastName',
      dir: 'asc',
      page: 2,
      pagesize: 25,
    });
    expect(reportQuerySchema.safeParse(query).success).toBe(true);
  });

  it('leaves out every "All …" choice and the school for All Schools', () => {
    const def = FIXTURE_REPORT;
    expect(buildReportQuery(def, address('', def), { schoolId: null, today })).toEqual({
      sort: 'studentLastName',
      dir: 'asc',
      page: 0,
      pagesize: 50,
    });
  });

  it('names the year aidyearid on the calls that use it, and sends the fee type and program', () => {
    const payments = FIXTURE_STAFF_REPORT;
    expect(
      buildReportQuery(payments, address('aidyear=4&feetype=2&program=5', payments), { schoolId: 3, today }),
    ).toMatchObject({ schoolid: 3, aidyearid: 4, feetypeid: 2, participationtypeid: 5 });
  });

  it('names the year as §7 does for each call: aidyear on the four application calls, else aidyearid', () => {
    const byAidYear = REPORT_LIST.filter((def) => def.filters.includes('aidYear')).map((def) => {
      const query = buildReportQuery(def, address('aidyear=4', def), { schoolId: 3, today });
      return [def.apiPath, 'aidyear' in query ? 'aidyear' : 'aidyearid'];
    });
    expect(Object.fromEntries(byAidYear)).toMatchObject({
      [APPLICATION_REPORTS.export.apiPath]: 'aidyear',
      [APPLICATION_REPORTS.import.apiPath]: 'aidyear',
      [APPLICATION_REPORTS.importEnrollment.apiPath]: 'aidyear',
      [APPLICATION_REPORTS.exportEnrollment.apiPath]: 'aidyear',
      [APPLICATION_REPORTS.tuition.apiPath]: 'aidyearid',
    });
  });

  it("reads the year's name from the report's contract, not from an API path", () => {
    // The same report under another path keeps its contract's name for the year.
    const moved = { ...FIXTURE_REPORT, apiPath: '/api/report/tuition' as const };
    expect(buildReportQuery(moved, address('aidyear=4', moved), { schoolId: 3, today })).toMatchObject({
      aidyear: 4,
    });
  });

  it("sends a change log's frame as begin and end days ending today, and the quick filter", () => {
    const log = FIXTURE_CHANGE_LOG;
    expect(buildReportQuery(log, address('q=Smith', log), { schoolId: 9, today })).toEqual({
      schoolid: 9,
      begindate: '2026-10-27',
      enddate: today,
      search: 'Smith',
      sort: 'modifiedDateTime',
      dir: 'desc',
      page: 0,
      pagesize: 50,
    });
    expect(buildReportQuery(log, address('frame=3m', log), { schoolId: 9, today })).toMatchObject({
      begindate: '2026-08-26',
      enddate: today,
    });
  });

  it('sends no school for a report about no school (the TE Admin change log)', () => {
    const admin = CHANGE_LOGS.changeLogAdmin;
    expect(buildReportQuery(admin, address('', admin), { schoolId: 9, today })).not.toHaveProperty(
      'schoolid',
    );
  });

  it("calls All Applications with no parameters but the grid's (3-billing §7), whatever school is selected", () => {
    const all = APPLICATION_REPORTS.allApplications;
    const query = buildReportQuery(all, address('', all), { schoolId: 9, today });
    expect(Object.keys(query).sort()).toEqual(['dir', 'page', 'pagesize', 'sort']);
  });
});

describe('buildReportDownloadQuery', () => {
  it('has the same filters, search and sort as the grid, every row, and the format', () => {
    const def = FIXTURE_STAFF_REPORT;
    const a = address('aidyear=2&q=Lee&page=4&sort=studentEmail&dir=desc', def);
    expect(buildReportDownloadQuery(def, a, { schoolId: 5, today }, 'xlsx')).toEqual({
      schoolid: 5,
      aidyearid: 2,
      search: 'Lee',
      sort: 'studentEmail',
      dir: 'desc',
      format: 'xlsx',
    });
  });
});

describe('buildEnrollmentWorkbookQuery', () => {
  it('sends the school, the year and the search, leaving out All Schools and All Years', () => {
    const def = FIXTURE_REPORT;
    expect(
      buildEnrollmentWorkbookQuery(address('aidyear=6&q=Lee&page=2', def), { schoolId: 2, today }),
    ).toEqual({
      schoolid: 2,
      aidyear: 6,
      search: 'Lee',
    });
    expect(buildEnrollmentWorkbookQuery(address('', def), { schoolId: null, today })).toEqual({});
  });
});

describe('the Application Status filter in the query', () => {
  it('sends applicationstatus when chosen, nothing for All Statuses', () => {
    const def = { ...FIXTURE_REPORT, filters: ['applicationStatus'] as const };
    const ctx = { schoolId: 1, today };
    expect(buildReportQuery(def, address('appstatus=OPEN', def), ctx)).toMatchObject({
      applicationstatus: 'OPEN',
    });
    expect(buildReportQuery(def, address('', def), ctx)).not.toHaveProperty('applicationstatus');
  });
});

describe('the sign-off filter in the query', () => {
  it('sends signoff=due for the reviews still to sign off, nothing for all reviews', () => {
    const def = { ...FIXTURE_STAFF_REPORT, filters: ['aidYear', 'signOff'] as const };
    const ctx = { schoolId: null, today };
    expect(buildReportQuery(def, address('aidyear=5&signoff=due', def), ctx)).toMatchObject({
      aidyearid: 5,
      signoff: 'due',
    });
    expect(buildReportQuery(def, address('aidyear=5', def), ctx)).not.toHaveProperty('signoff');
  });
});
