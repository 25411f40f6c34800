import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { FIXTURE_CHANGE_LOG, FIXTURE_REPORT } from '../../test/report-fixture';
import { readReportAddress } from './report-address';
import { ReportFilterBar } from './report-filter-bar';
import { listReportFilterOptions, type ReportFilterField } from './report-filters';
import type { ReportScopeState } from './use-report-scope';

const scope = (over: Partial<ReportScopeState>): ReportScopeState => ({
  field: 'every',
  offersAllSchools: true,
  allSchools: false,
  schoolId: 1,
  ready: true,
  label: 'Alpha University',
  schools: [
    { id: 1, schoolName: 'Alpha University', city: 'Austin', state: 'TX' },
    { id: 2, schoolName: 'Beta College', city: 'Boston', state: 'MA' },
  ],
  selectedSchoolId: 1,
  loading: false,
  choose: () => undefined,
  ...over,
});

const yearField: ReportFilterField = {
  name: 'aidYear',
  label: 'Application Year',
  value: 0,
  options: listReportFilterOptions('aidYear', [{ id: 5, name: '2025-2026' }]),
};

/** The bar's markup, labels and values as the page renders them. */
function render(props: Partial<Parameters<typeof ReportFilterBar>[0]>) {
  return renderToStaticMarkup(
    <ReportFilterBar
      def={FIXTURE_REPORT}
      scope={scope({})}
      fields={[yearField]}
      address={readReportAddress(new URLSearchParams(''), FIXTURE_REPORT)}
      onChange={() => undefined}
      {...props}
    />,
  );
}

describe('ReportFilterBar', () => {
  it("shows a TE user's Current School field with the selected school, then the report's filters", () => {
    const html = render({});
    expect(html).toContain('role="search"');
    expect(html).toContain('Current School');
    expect(html).toContain('value="Alpha University"');
    expect(html).toContain('Application Year');
    expect(html).toContain('All Years');
    expect(html.indexOf('Current School')).toBeLessThan(html.indexOf('Application Year'));
  });

  it('shows All Schools in the field when the report reads every school', () => {
    expect(render({ scope: scope({ allSchools: true, schoolId: null }) })).toContain('value="All Schools"');
  });

  it("shows no school field for a single-school user, and a change log's Time Frame at 30 Days", () => {
    const html = render({
      def: FIXTURE_CHANGE_LOG,
      scope: scope({ field: null }),
      fields: [],
      address: readReportAddress(new URLSearchParams(''), FIXTURE_CHANGE_LOG),
    });
    expect(html).not.toContain('Current School');
    expect(html).toContain('Time Frame');
    expect(html).toContain('30 Days');
  });

  it('renders nothing when the report has no filter and the user no school to choose', () => {
    expect(render({ def: { filters: [] }, scope: scope({ field: null }), fields: [] })).toBe('');
  });
});

describe('ReportFilterBar with an Application Status filter', () => {
  it("shows the report's filters in its definition's order, All Statuses first", () => {
    const def = { filters: ['applicationStatus', 'aidYear'] as const };
    const html = render({
      def,
      address: readReportAddress(new URLSearchParams(''), { ...FIXTURE_REPORT, ...def }),
    });
    expect(html).toContain('Application Status');
    expect(html).toContain('All Statuses');
    expect(html.indexOf('Application Status')).toBeLessThan(html.indexOf('Application Year'));
  });
});
