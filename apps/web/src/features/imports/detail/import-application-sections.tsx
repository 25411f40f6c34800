import { ApplicationFacts } from '../../../components/application-facts';
import type { LoadedApplication } from '../../../components/application-frame';
import { FormSection } from '../../../components/form-section';
import { employeeFacts, studentFacts } from '../../../lib/application-facts';
import type { ImportListRow } from '../api/imports-api';
import { employerTooltip, importApplicationFacts } from './import-application-display';

interface Props extends LoadedApplication {
  row: ImportListRow;
}

/**
 * The read-only sections every import detail starts with (2-applications §2): the student, the employer
 * and employee (the Employer's tooltip names the export school's TELO, or "No TELO Information") and
 * the application with its eligibility counts.
 */
export function ImportApplicationSections({ student, application: a, countryName, row }: Props) {
  return (
    <>
      <FormSection title="Student Information">
        <ApplicationFacts facts={studentFacts(student, countryName)} />
      </FormSection>
      <FormSection
        title="Employee Information"
        description="Hover over or focus the employer to see the export school's TELO."
      >
        <ApplicationFacts facts={employeeFacts(a, employerTooltip(a))} />
      </FormSection>
      <FormSection title="Application Information">
        <ApplicationFacts facts={importApplicationFacts(a, row, student)} />
      </FormSection>
    </>
  );
}
