import { describe, expect, it } from 'vitest';
import { SETTINGS_MESSAGES as M } from './settings-messages.js';
import {
  aidYearCreateBodySchema,
  aidYearFormBody,
  aidYearUpdateBodySchema,
  settingFormSchema,
  settingUpdateBodySchema,
} from './settings-schemas.js';

const body = {
  aidyear: '2027-2028',
  aidyearbegindate: '2027-07-01',
  aidyearenddate: '2028-06-30',
  displaybegindate: '2026-10-01',
  displayenddate: '2028-06-30',
  setRate: 3_300_000,
};

/** The message of each field a body is refused for. */
function issuesOf(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  return Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));
}

describe('aid-year bodies (3-billing §5; open-points 32)', () => {
  it('takes the six fields, modifiedby ignored', () => {
    expect(aidYearCreateBodySchema.parse({ ...body, modifiedby: 'someone' })).toMatchObject(body);
  });
  it('requires all six fields', () => {
    expect(issuesOf(aidYearCreateBodySchema.safeParse({}))).toEqual({
      aidyear: M.required,
      aidyearbegindate: M.required,
      aidyearenddate: M.required,
      displaybegindate: M.required,
      displayenddate: M.required,
      setRate: M.required,
    });
    expect(
      issuesOf(aidYearCreateBodySchema.safeParse({ ...body, aidyear: ' ', aidyearenddate: '' })),
    ).toEqual({
      aidyear: M.required,
      aidyearenddate: M.required,
    });
  });
  it('refuses a wrong name, a day that does not exist and a bad set rate', () => {
    expect(
      issuesOf(
        aidYearCreateBodySchema.safeParse({
          ...body,
          aidyear: '2027-2029',
          displaybegindate: '2027-02-30',
          setRate: -1,
        }),
      ),
    ).toEqual({ aidyear: M.aidYearConsecutive, displaybegindate: M.dateInvalid, setRate: M.setRateInvalid });
    expect(issuesOf(aidYearCreateBodySchema.safeParse({ ...body, setRate: 1_000_000_000 }))).toEqual({
      setRate: M.setRateTooLarge,
    });
    expect(issuesOf(aidYearCreateBodySchema.safeParse({ ...body, setRate: 12.5 }))).toEqual({
      setRate: M.setRateInvalid,
    });
  });
  it('puts the date-order rules on their fields', () => {
    expect(
      issuesOf(
        aidYearCreateBodySchema.safeParse({
          ...body,
          aidyearenddate: '2027-07-01',
          displayenddate: '2026-09-30',
        }),
      ),
    ).toEqual({ aidyearenddate: M.aidYearEndOrder, displayenddate: M.displayEndOrder });
  });
  it('takes a version on a change, optional, in the API format', () => {
    expect(aidYearUpdateBodySchema.safeParse(body).success).toBe(true);
    expect(
      aidYearUpdateBodySchema.safeParse({ ...body, lastUpdated: '2026-11-27T03:51:24.123456Z' }).success,
    ).toBe(true);
    expect(issuesOf(aidYearUpdateBodySchema.safeParse({ ...body, lastUpdated: 'yesterday' }))).toEqual({
      lastUpdated: M.versionInvalid,
    });
  });
});

describe('the aid-year form', () => {
  const values = { ...body, setRate: '33,000.50' };
  it('sends the set rate typed in dollars as cents', () => {
    expect(aidYearFormBody(values).setRate).toBe(3_300_050);
  });
  it('says Required for an empty set rate and asks for dollars otherwise', () => {
    expect(issuesOf(aidYearCreateBodySchema.safeParse(aidYearFormBody({ ...values, setRate: ' ' })))).toEqual(
      {
        setRate: M.required,
      },
    );
    expect(
      issuesOf(aidYearCreateBodySchema.safeParse(aidYearFormBody({ ...values, setRate: 'lots' }))),
    ).toEqual({
      setRate: M.setRateInvalid,
    });
  });
});

describe('setting bodies and form (3-billing §5)', () => {
  it('takes the value as text, modifiedby ignored', () => {
    expect(settingUpdateBodySchema.parse({ settingValue: '12.50', modifiedby: 7 })).toMatchObject({
      settingValue: '12.50',
    });
    expect(issuesOf(settingUpdateBodySchema.safeParse({}))).toEqual({ settingValue: M.required });
    expect(issuesOf(settingUpdateBodySchema.safeParse({ settingValue: 12 }))).toEqual({
      settingValue: M.decimalOnly,
    });
  });
  it('checks the form by the value type, with the messages of §5', () => {
    expect(
      issuesOf(
        settingFormSchema({ settingName: 'INVOICE_DUE_DAYS', valueType: 'Integer' }).safeParse({
          settingValue: '1.5',
        }),
      ),
    ).toEqual({
      settingValue: M.numericOnly,
    });
    expect(
      issuesOf(
        settingFormSchema({ settingName: 'LATE_PAYMENT_FEE', valueType: 'Decimal' }).safeParse({
          settingValue: 'x',
        }),
      ),
    ).toEqual({
      settingValue: M.decimalOnly,
    });
    expect(
      issuesOf(
        settingFormSchema({ settingName: 'LATE_PAYMENT_FEE', valueType: 'Decimal' }).safeParse({
          settingValue: '',
        }),
      ),
    ).toEqual({
      settingValue: M.required,
    });
  });
});
