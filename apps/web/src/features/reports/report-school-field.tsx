import { SchoolScopeField } from '../../components/school-scope-field';
import { SCHOOL_FIELD_LABEL } from './report-scope';
import type { ReportScopeState } from './use-report-scope';

/**
 * The Current School field (3-billing §2): for TE users every school, All Schools first where the report
 * offers it; for a multi-school user their report schools. Typing narrows the list.
 */
export function ReportSchoolField({ scope }: { scope: ReportScopeState }) {
  return <SchoolScopeField scope={scope} label={SCHOOL_FIELD_LABEL} />;
}
