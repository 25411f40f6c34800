import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { SchoolScopeField } from './school-scope-field';

const scope = {
  schools: [
    { id: 1, schoolName: 'Alpha University', city: 'Austin', state: 'TX' },
    { id: 2, schoolName: 'Beta College', city: 'Boston', state: 'MA' },
  ],
  offersAllSchools: true,
  allSchools: false,
  selectedSchoolId: 2,
  loading: false,
  choose: () => undefined,
};

describe('the school field of the invoices and the reports', () => {
  it("shows the screen's label and the selected school, or All Schools", () => {
    const invoices = renderToStaticMarkup(<SchoolScopeField scope={scope} label="School" />);
    expect(invoices).toContain('School');
    expect(invoices).toContain('value="Beta College"');
    const reports = renderToStaticMarkup(
      <SchoolScopeField scope={{ ...scope, allSchools: true }} label="Current School" />,
    );
    expect(reports).toContain('Current School');
    expect(reports).toContain('value="All Schools"');
  });
});
