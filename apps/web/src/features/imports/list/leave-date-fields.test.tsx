import { APPLICATION_MESSAGES as M } from '@exchange/domain';
import { renderToStaticMarkup } from 'react-dom/server';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { LeaveDateFields } from './leave-date-fields';

interface LeaveForm {
  leaveBegin: string;
  leaveEnd: string;
}

/** The leave fields in a form holding these dates, as first shown: no field touched yet. */
function LeaveForm({ begin, end }: { begin: string; end: string }) {
  const { control } = useForm<LeaveForm>({ defaultValues: { leaveBegin: begin, leaveEnd: end } });
  return <LeaveDateFields control={control} beginName="leaveBegin" endName="leaveEnd" />;
}

/**
 * The end field's helper text, whether it is in error state, and whether the field is described by it
 * and marked invalid for assistive technology.
 */
function endHelper(begin: string, end: string) {
  const html = renderToStaticMarkup(<LeaveForm begin={begin} end={end} />);
  // The end's helper text is the only one (the begin has no hint).
  const helper = /<p ([^>]*MuiFormHelperText[^>]*)>([^<]*)<\/p>/.exec(html);
  if (!helper) throw new Error('no helper text');
  const [, attributes, text] = helper;
  const id = /\bid="([^"]+)"/.exec(attributes!)?.[1];
  const className = /\bclass="([^"]+)"/.exec(attributes!)?.[1] ?? '';
  const field = new RegExp(`<div [^>]*aria-describedby="${id}"[^>]*>`).exec(html)?.[0] ?? '';
  return {
    text,
    error: className.includes('Mui-error'),
    describes: field !== '',
    invalid: field.includes('aria-invalid="true"'),
  };
}

describe('the leave of absence end date says why it is invalid as soon as it is (issue 21 item 4)', () => {
  it.each([
    ['on the begin date', '2026-10-01', '2026-10-01', M.leaveEndAfterBegin],
    ['before the begin date', '2026-10-01', '2026-09-30', M.leaveEndAfterBegin],
    ['more than 6 months after the begin date', '2026-10-01', '2027-04-02', M.leaveWithinLimit],
  ])('an end %s shows the rule in error state under the field', (_case, begin, end, message) => {
    expect(endHelper(begin, end)).toEqual({ text: message, error: true, describes: true, invalid: true });
  });

  it.each([
    ['a valid end', '2026-10-01', '2027-04-01'],
    ['no end yet', '2026-10-01', ''],
    ['no begin yet', '', '2026-09-30'],
  ])('with %s the limit is the plain hint', (_case, begin, end) => {
    expect(endHelper(begin, end)).toEqual({
      text: 'Must be within 6 months of begin date.',
      error: false,
      describes: true,
      invalid: false,
    });
  });
});
