import {
  categoriesFor,
  type EzApplicationBody,
  STUDENT_MESSAGES as M,
  type NewApplicationType,
  type StudentView,
  studentEndpoints,
  type TransferPrefill,
} from '@exchange/domain';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { useRef } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { FormSelectField } from '../../components/form-select-field';
import { ApiRequestError, callEndpoint } from '../../lib/api';
import { useErrorToast } from '../../lib/error-toast';
import { formToasts } from '../../lib/form-toasts';
import { useActiveAidYears, useStudentCategories } from '../../lib/lookups';
import { useProgramToday } from '../../lib/program-name';
import { FormSection, formGridSx } from './address-fields';
import { type EmailContext, type EzFormValues, ezDefaults, ezResolver, isTransfer } from './application-form';
import {
  ApplicationFormBody,
  type ApplicationSaveOptions,
  StudentInfoSection,
} from './application-form-body';
import { type CustomFieldLabels, EmployerFields } from './employer-fields';
import { ImportSchoolsField } from './import-schools-field';
import { useExportSchools, useImportSchools } from './students-api';

const toasts = formToasts('ez-application');

/** The EZ form's fields besides the student part, for the server's field messages. */
const APPLICATION_FIELD_NAMES = [
  'aidyear',
  'exportSchool',
  'employeeFirstName',
  'employeeLastName',
  'employeeTitle',
  'employeeEmail',
  'employeeId',
  'employeeYearOfService',
  'customField1',
  'customField2',
  'customField3',
  'studentCategoryId',
  'studentApplicationSchool',
].map((f) => `studentApplication.${f}`);

interface Props {
  type: NewApplicationType;
  student: StudentView;
  prefill: TransferPrefill | undefined;
  /**
   * Whether Application Status has anything to go back to. Without an application it sends the student
   * straight back here, so Cancel is not offered.
   */
  canCancel: boolean;
  /** Called once the server has created the application, before the page moves on. */
  onCreated(): void;
}

/** The EZ application form (1-core §2, §5): a new application, or a transfer prefilled from the open one. */
export function EzApplicationForm({ type, student, prefill, canCancel, onCreated }: Props) {
  const transfer = isTransfer(type);
  const navigate = useNavigate();
  const emailContext = useRef<EmailContext>({ studentEmail: student.studentEmail, nonEduAccepted: 0 });
  const today = useProgramToday();
  const methods = useForm<EzFormValues, unknown, EzApplicationBody>({
    resolver: ezResolver(() => emailContext.current, today),
    defaultValues: ezDefaults(type, student, prefill),
  });
  const { control, setValue } = methods;
  const aidYearId = useWatch({ control, name: 'studentApplication.aidyear' });
  const exportSchoolId = useWatch({ control, name: 'studentApplication.exportSchool' });

  const aidYears = useActiveAidYears();
  const categories = useStudentCategories(type);
  const employers = useExportSchools(transfer ? 0 : aidYearId);
  const importSchools = useImportSchools(exportSchoolId, aidYearId);
  useErrorToast(employers.error, M.employerListFailed);
  useErrorToast(importSchools.error, M.importSchoolListFailed);

  const employer = employers.data?.find((e) => e.id === exportSchoolId);
  emailContext.current = {
    studentEmail: student.studentEmail,
    nonEduAccepted: (transfer ? prefill?.nonEduAccepted : employer?.nonEduAccepted) ?? 0,
  };
  const customLabels: CustomFieldLabels = transfer
    ? [
        prefill?.customFieldLabel1 ?? null,
        prefill?.customFieldLabel2 ?? null,
        prefill?.customFieldLabel3 ?? null,
      ]
    : [employer?.customField1 ?? null, employer?.customField2 ?? null, employer?.customField3 ?? null];
  const priorId = prefill?.priorImportSchool.importSchool;
  const importOptions = (importSchools.data ?? []).filter((s) => s.id !== priorId && s.id !== exportSchoolId);

  const clearSchools = () => setValue('studentApplication.studentApplicationSchool', []);
  const onAidYearChange = () => {
    if (!transfer) setValue('studentApplication.exportSchool', 0);
    clearSchools();
  };
  const onEmployerChange = () => {
    clearSchools();
    for (const n of [1, 2, 3] as const) setValue(`studentApplication.customField${n}`, '');
  };

  const save: ApplicationSaveOptions<EzApplicationBody> = {
    form: 'ez-application',
    send: (body) => callEndpoint(studentEndpoints.createApplication, { params: { id: student.id }, body }),
    success: M.applicationCreated,
    failure: M.submitFailed,
    fields: APPLICATION_FIELD_NAMES,
    onSuccess: () => {
      onCreated();
      navigate('/applicationstatus');
    },
    handleError: (error) => {
      if (!(error instanceof ApiRequestError && error.message === M.oneApplicationOpen)) return false;
      toasts.warning(M.oneApplicationOpen);
      navigate('/applicationstatus', { replace: true });
      return true;
    },
  };

  const employerHelper = !aidYearId
    ? 'Choose the aid year first.'
    : employers.isPending
      ? 'Loading employers…'
      : undefined;

  return (
    <ApplicationFormBody
      methods={methods}
      save={save}
      label="EZ Application"
      submitLabel="Submit Application"
      pendingLabel="Submitting Application..."
      canCancel={canCancel}
    >
      {transfer && prefill && (
        <Alert severity="info" sx={{ mt: 1 }}>
          Transfer application from {prefill.priorImportSchool.importSchoolName}, where you are enrolled. Your
          employer and employee details come from your open application.
        </Alert>
      )}
      <StudentInfoSection id="ez-student" />
      <FormSection id="ez-application" title="Application">
        <Box sx={formGridSx}>
          <FormSelectField
            name="studentApplication.aidyear"
            label="Aid Year"
            native
            required
            emptyOption={{ value: 0, label: 'Choose the aid year' }}
            options={(aidYears.data ?? []).map((y) => ({ value: y.id, label: y.aidyearLabel }))}
            onValueChange={onAidYearChange}
            className="wide"
          />
          <FormSelectField
            name="studentApplication.studentCategoryId"
            label="Student Classification"
            native
            required
            emptyOption={{ value: 0, label: 'Choose a classification' }}
            options={categoriesFor(type, categories.data ?? []).map((c) => ({
              value: c.id,
              label: c.categoryName,
            }))}
            className="wide"
          />
        </Box>
      </FormSection>
      <FormSection id="ez-employer" title="Employer and Employee">
        <EmployerFields
          employers={transfer ? null : (employers.data ?? [])}
          fixedEmployer={
            prefill && { schoolName: prefill.exportSchoolName, city: prefill.city, state: prefill.state }
          }
          customLabels={customLabels}
          employerHelper={employerHelper}
          onEmployerChange={onEmployerChange}
        />
      </FormSection>
      <FormSection id="ez-schools" title="Schools to Attend">
        <ImportSchoolsField
          options={importOptions}
          loading={importSchools.isFetching}
          unavailableText={
            exportSchoolId && aidYearId
              ? undefined
              : transfer
                ? 'Choose the aid year to see the schools.'
                : 'Choose the aid year and the employer to see the schools.'
          }
        />
      </FormSection>
    </ApplicationFormBody>
  );
}
