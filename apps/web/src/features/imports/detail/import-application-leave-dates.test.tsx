import {
  EXPORT_STATUS,
  IMPORT_STATUS,
  type ImportListRow,
  APPLICATION_MESSAGES as M,
} from '@exchange/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { FormProvider, useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { importRowFixture } from '../../../test/import-application-fixture';
import { ImportApplicationDecisionFields } from './import-application-decision-fields';
import { type ImportApplicationFormValues, importApplicationFormValues } from './import-application-values';

// An Enrolled row whose user picked Leave of Absence on the detail and gave these dates.
const ROW = importRowFixture();

function DetailWithLeave({ begin, end, row = ROW }: { begin: string; end: string; row?: ImportListRow }) {
  const form = useForm<ImportApplicationFormValues>({
    defaultValues: {
      ...importApplicationFormValues(row),
      importStatus: IMPORT_STATUS.LEAVE_OF_ABSENCE,
      leaveOfAbsenceBegin: begin,
      leaveOfAbsenceEnd: end,
    },
  });
  return (
    <QueryClientProvider client={new QueryClient()}>
      <FormProvider {...form}>
        <ImportApplicationDecisionFields row={row} />
      </FormProvider>
    </QueryClientProvider>
  );
}

/** The text of the helper in error state under a field of the detail, if any. */
function errorHelpers(begin: string, end: string): string[] {
  const html = renderToStaticMarkup(<DetailWithLeave begin={begin} end={end} />);
  return [
    ...html.matchAll(/<p [^>]*class="[^"]*MuiFormHelperText[^"]*Mui-error[^"]*"[^>]*>([^<]*)<\/p>/g),
  ].map((m) => m[1]!);
}

describe('the import detail says why the leave end date is invalid (issue 21 item 4)', () => {
  it.each([
    ['on the begin date', '2026-10-01', '2026-10-01', M.leaveEndAfterBegin],
    ['before the begin date', '2026-10-01', '2026-09-30', M.leaveEndAfterBegin],
    ['more than 6 months after the begin date', '2026-10-01', '2027-04-02', M.leaveWithinLimit],
  ])('an end %s', (_case, begin, end, message) => {
    expect(errorHelpers(begin, end)).toEqual([message]);
  });

  it('a valid end shows no error', () => {
    expect(errorHelpers('2026-10-01', '2027-04-01')).toEqual([]);
  });
});

describe('the import detail under No Longer Eligible (open-points 4)', () => {
  it("keeps a leave's dates as they are: its only change is Withdrawn", () => {
    const onLeave = importRowFixture({
      importStatus: IMPORT_STATUS.LEAVE_OF_ABSENCE,
      exportSchoolStatus: EXPORT_STATUS.NO_LONGER_ELIGIBLE,
      statusOptions: [IMPORT_STATUS.WITHDRAWN, IMPORT_STATUS.LEAVE_OF_ABSENCE],
    });
    const dateInputs = (row: ImportListRow) =>
      [
        ...renderToStaticMarkup(<DetailWithLeave begin="2026-10-01" end="2027-01-31" row={row} />).matchAll(
          /<input[^>]*name="leaveOfAbsence(?:Begin|End)"[^>]*>/g,
        ),
      ].map((m) => m[0]);
    expect(dateInputs(onLeave)).toHaveLength(2);
    for (const input of dateInputs(onLeave)) expect(input).toContain('disabled');
    const approved = { ...onLeave, exportSchoolStatus: EXPORT_STATUS.EXPORT_APPROVED };
    for (const input of dateInputs(approved)) expect(input).not.toContain('disabled');
  });
});
