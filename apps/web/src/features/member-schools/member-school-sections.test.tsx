import type { MemberSchoolInfo, MemberSchoolYear } from '@exchange/domain';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { YearFacts } from './member-school-sections';

/** A school's information for the year as the public call answers it: money in integer cents. */
const info = (over: Partial<MemberSchoolInfo> = {}): MemberSchoolInfo => ({
  optOutImportScholarship: 0,
  exportUrl: 'https://www.alpha.edu/hr/tuition-exchange',
  importUrl: 'https://www.alpha.edu/admissions/exchange',
  willExtendTuition: 1,
  studentCategories: [{ categoryId: 1, categoryName: 'First-time freshman' }],
  acceptMidTermStudents: 1,
  exportDeadline: '2027-12-15',
  importDeadline: '2028-01-15',
  scholarshipOfferingId: 2,
  scholarshipOffering: 'annualSetRate',
  setRate: 3_315_050,
  requireFafsa: 1,
  pellIncluded: 0,
  stateGrantIncluded: 0,
  academicScholarshipIncluded: 0,
  outsideScholarshipIncluded: 0,
  talentScholarshipIncluded: 0,
  mustLiveOnCampus: 0,
  eligiblePrograms: [],
  enrollments: [
    {
      feeTypeId: 3,
      feeTypeName: 'Import Applicant Fee',
      feeFrequencyId: 2,
      enrollmentFeeFrequencyName: 'One-time',
      amount: 2550,
    },
  ],
  ...over,
});

const year = (over: Partial<MemberSchoolInfo> = {}): MemberSchoolYear => ({
  schoolId: 4,
  aidYear: '2027-2028',
  aidYearId: 6,
  notice: null,
  info: info(over),
  studentApplicationStats: null,
});

/** The section's text, tags and styles removed, each term and value ending in " | ": what a reader reads. */
function textOf(y: MemberSchoolYear): string {
  return renderToStaticMarkup(<YearFacts year={y} />)
    .replace(/<style[^>]*>.*?<\/style>/g, '')
    .replace(/<\/(dt|dd)>/g, ' | ')
    .replace(/<[^>]+>/g, '')
    .replace(/&#x27;/g, "'");
}

describe('the member page year facts', () => {
  it('names the offering as 3-billing §9 does and shows the cents the API sends in dollars', () => {
    const text = textOf(year());
    expect(text).toContain('Scholarship offering | Annual Set Rate: $33,150.50 |');
    expect(text).toContain('Import Applicant Fee | $25.50 (One-time) |');
    expect(
      textOf(year({ scholarshipOfferingId: 1, scholarshipOffering: 'fullTuition', setRate: null })),
    ).toContain('Scholarship offering | Full Tuition |');
    // Public Institution Rate (3) and Other (4) of the aid-year form are both "Other" here.
    for (const id of [3, 4]) {
      expect(
        textOf(year({ scholarshipOfferingId: id, scholarshipOffering: 'other', setRate: null })),
      ).toContain('Scholarship offering | Other |');
    }
  });

  it('links the export information as well as the import information', () => {
    const markup = renderToStaticMarkup(<YearFacts year={year()} />);
    expect(markup).toContain('href="https://www.alpha.edu/hr/tuition-exchange"');
    expect(markup).toContain('href="https://www.alpha.edu/admissions/exchange"');
    expect(textOf(year())).toContain(
      'Information for employees | https://www.alpha.edu/hr/tuition-exchange (opens in a new tab) |',
    );
    const importOnly = textOf(year({ exportUrl: null }));
    expect(importOnly).not.toContain('Information for employees');
    expect(importOnly).toContain('Information for applicants |');
  });
});
