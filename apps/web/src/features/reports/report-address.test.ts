import { describe, expect, it } from 'vitest';
import { FIXTURE_CHANGE_LOG, FIXTURE_REPORT, FIXTURE_STAFF_REPORT } from '../../test/report-fixture';
import { readReportAddress, writeReportAddress } from './report-address';

const exportDef = FIXTURE_REPORT;
const payments = FIXTURE_STAFF_REPORT;
const log = FIXTURE_CHANGE_LOG;
const read = (search: string, def: Parameters<typeof readReportAddress>[1] = exportDef) =>
  readReportAddress(new URLSearchParams(search), def);
const write = (search: string, change: Parameters<typeof writeReportAddress>[2], def = exportDef) =>
  writeReportAddress(new URLSearchParams(search), def, change).toString();

describe('readReportAddress', () => {
  it('reads a plain address as the defaults: the selected school, All …, first page of 50, default sort', () => {
    expect(read('')).toEqual({
      allSchools: false,
      schoolId: null,
      filters: { aidYear: 0, exportStatus: 0, importStatus: 0, feeType: 0, program: 0 },
      applicationStatus: null,
      frame: '30d',
      signOffDue: false,
      search: '',
      page: 0,
      pageSize: 50,
      sort: { field: 'studentLastName', dir: 'asc' },
    });
  });

  it('reads the filters, search, page (from 1 in the address) and sort', () => {
    const address = read(
      'school=all&aidyear=7&exportstatus=2&q=%20Ann%20&page=3&pagesize=25&sort=exportStatusDate&dir=desc',
    );
    expect(address).toMatchObject({
      allSchools: true,
      filters: { aidYear: 7, exportStatus: 2 },
      search: 'Ann',
      page: 2,
      pageSize: 25,
      sort: { field: 'exportStatusDate', dir: 'desc' },
    });
  });

  it('ignores the filters the report does not offer and values it cannot hold', () => {
    expect(read('importstatus=4&feetype=2&program=1&aidyear=-3&page=0&pagesize=100').filters).toEqual({
      aidYear: 0,
      exportStatus: 0,
      importStatus: 0,
      feeType: 0,
      program: 0,
    });
    expect(read('page=abc&pagesize=100')).toMatchObject({ page: 0, pageSize: 50 });
    expect(read('sort=password&dir=desc').sort).toEqual({ field: 'studentLastName', dir: 'asc' });
    expect(read('sort=awardAmount&dir=sideways').sort).toEqual({ field: 'awardAmount', dir: 'asc' });
  });

  it('reads the school the address names (open-points 13), All Schools, or none when it is not an id', () => {
    expect(read('school=42')).toMatchObject({ allSchools: false, schoolId: 42 });
    expect(read('school=all')).toMatchObject({ allSchools: true, schoolId: null });
    for (const bad of ['0', '-3', 'x', '1e3', '12345678901'])
      expect(read(`school=${bad}`).schoolId).toBeNull();
  });

  it("reads a change log's time frame, 30 Days for anything else", () => {
    expect(read('frame=6m', log).frame).toBe('6m');
    expect(read('frame=2y', log).frame).toBe('30d');
    expect(read('frame=6m', exportDef).frame).toBe('30d');
  });

  it('reads the fee type of the billing reports', () => {
    expect(read('feetype=2&aidyear=4', payments).filters).toMatchObject({ feeType: 2, aidYear: 4 });
  });
});

describe('writeReportAddress', () => {
  it('leaves the defaults out of the address', () => {
    expect(write('school=all&aidyear=7', { allSchools: false, filters: { aidYear: 0 } })).toBe('');
    expect(write('', { sort: { field: 'studentLastName', dir: 'asc' } })).toBe('');
  });

  it('names the school shown, or All Schools, and keeps the page when only the school is named', () => {
    expect(write('page=4', { schoolId: 42 })).toBe('school=42&page=4');
    expect(write('school=42', { allSchools: true })).toBe('school=all');
    expect(write('school=all&page=4', { allSchools: false, schoolId: 7 })).toBe('school=7');
  });

  it('keeps what it changes and what it does not know (the Enrollment tab)', () => {
    expect(write('tab=export&aidyear=7', { filters: { exportStatus: 2 } })).toBe(
      'tab=export&aidyear=7&exportstatus=2',
    );
  });

  it('starts again at the first page when the rows change, and keeps the page otherwise', () => {
    expect(write('page=4', { filters: { aidYear: 3 } })).toBe('aidyear=3');
    expect(write('page=4', { search: 'Lee' })).toBe('q=Lee');
    expect(write('page=4', { sort: { field: 'studentEmail', dir: 'desc' } })).toBe(
      'sort=studentEmail&dir=desc',
    );
    expect(write('page=4', { pageSize: 10 })).toBe('pagesize=10');
    expect(write('page=4', { allSchools: true })).toBe('school=all');
    expect(write('page=4&q=Lee', { page: 5 })).toBe('q=Lee&page=6');
  });

  it("writes a change log's frame, and the round trip gives back the same state", () => {
    const search = write('', { frame: '1y', search: 'status', page: 1 }, log);
    expect(search).toBe('frame=1y&q=status&page=2');
    expect(read(search, log)).toMatchObject({ frame: '1y', search: 'status', page: 1 });
  });
});

describe('the Application Status filter', () => {
  const def = { ...FIXTURE_REPORT, filters: ['aidYear', 'applicationStatus'] as const };

  it('reads OPEN, TRANSFER or CLOSED, anything else as All Statuses', () => {
    expect(read('appstatus=TRANSFER', def).applicationStatus).toBe('TRANSFER');
    expect(read('appstatus=open', def).applicationStatus).toBeNull();
    expect(read('appstatus=CLOSED', FIXTURE_REPORT).applicationStatus).toBeNull();
  });

  it('writes it, and leaves it out for All Statuses', () => {
    expect(write('page=2', { applicationStatus: 'CLOSED' }, def)).toBe('appstatus=CLOSED');
    expect(write('appstatus=CLOSED&page=2', { applicationStatus: null }, def)).toBe('');
  });
});

describe('the sign-off filter (Enrollment Review)', () => {
  const def = { ...FIXTURE_STAFF_REPORT, filters: ['aidYear', 'signOff'] as const };

  it('reads ?signoff=due as the reviews still to sign off, anything else (or another report) as all', () => {
    expect(read('school=all&aidyear=5&signoff=due', def)).toMatchObject({
      allSchools: true,
      filters: { aidYear: 5 },
      signOffDue: true,
    });
    expect(read('signoff=yes', def).signOffDue).toBe(false);
    expect(read('signoff=due', FIXTURE_REPORT).signOffDue).toBe(false);
  });

  it('writes it, leaves it out for all reviews, and starts again at the first page', () => {
    expect(write('page=2', { signOffDue: true }, def)).toBe('signoff=due');
    expect(write('signoff=due&page=2', { signOffDue: false }, def)).toBe('');
  });
});
