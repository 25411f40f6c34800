import type { SchoolAidYearRecord, SchoolDetail } from '@exchange/domain';
import {
  type AidYearFormValues,
  aidYearFormValues,
  aidYearRecordInput,
  aidYearResolver,
  formPathOf,
} from '@exchange/web/src/features/school-aid-years/aid-year-form-values.js';
import {
  type SchoolFormValues,
  schoolFormResolver,
  schoolFormValues,
} from '@exchange/web/src/features/schools/school-form-values.js';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { startTestApp, type TestContext } from '../test/app.js';
import {
  type AnyFormMessageCase,
  type CookieOf,
  expectSameMessages,
  formCase,
  signInAll,
} from '../test/form-messages.js';

// 1-core §5 and docs/architecture.md "The machinery: Form resolver": School Profile (as a TE admin and as the school's own liaison, each
// with the form's schema for the user) and Annual Aid Year School Information show, for the values
// typed, the field messages PUT api/schools/{id} and PUT api/schools/aidyears/{id} answer for what the
// form sends. The aid-year form takes dollars as typed and sends cents (aidYearRecordInput): the rows go
// through that conversion. Not compared: an amount that is no number of dollars ("ten", tuition with
// cents), which the form refuses and which never reaches the API (it takes cents).

const TE = 'admin@example.org';
const TELO = 'telo@alpha.edu';

let t: TestContext;
let cookieOf: CookieOf;
let alpha: SchoolDetail;
let contactTypes: { id: number }[];
let record: SchoolAidYearRecord;

/** A row built once the app has started (the school and its aid-year record), named before. */
type LazyRow = readonly [string, () => AnyFormMessageCase];

async function get<T>(url: string, as: string): Promise<T> {
  const res = await t.app.inject({ method: 'GET', url, headers: { cookie: cookieOf(as)! } });
  if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
  return res.json() as T;
}

function profileCase(
  name: string,
  as: string,
  over: Partial<SchoolFormValues>,
  change?: (v: SchoolFormValues) => void,
): LazyRow {
  const full = `School Profile (${as === TE ? 'TE admin' : 'liaison'}): ${name}`;
  return [
    full,
    () => {
      const values = { ...schoolFormValues(alpha, contactTypes), ...over };
      change?.(values);
      return formCase<SchoolFormValues>({
        name: full,
        as,
        resolver: schoolFormResolver(as === TE),
        values,
        request: (v) => ({ method: 'PUT', url: `/api/schools/${alpha.id}`, payload: v }),
      });
    },
  ];
}

/** The stored record's form values changed by `change` (the form's own values, dollars as typed). */
function aidYearCase(name: string, change: (v: AidYearFormValues) => void): LazyRow {
  const full = `Annual Aid Year School Information: ${name}`;
  return [
    full,
    () => {
      const values = aidYearFormValues(record);
      change(values);
      return formCase<AidYearFormValues>({
        name: full,
        as: TELO,
        resolver: aidYearResolver as AnyFormMessageCase['resolver'],
        values,
        request: (v) => ({
          method: 'PUT',
          url: `/api/schools/aidyears/${record.id}`,
          payload: { ...aidYearRecordInput(v), version: record.version },
        }),
        fieldOf: (path, v) =>
          formPathOf(
            path.map((p) => (/^\d+$/.test(p) ? Number(p) : p)),
            aidYearRecordInput(v),
            v,
          ),
      });
    },
  ];
}

const ROWS: LazyRow[] = [
  ...[TE, TELO].flatMap((as) => [
    profileCase('required fields emptied', as, {
      address: ' ',
      city: '',
      zip: '',
      phone: '',
      url: '',
      overview: '',
    }),
    profileCase('a US zip with letters, a short phone, a zip+4 of three digits', as, {
      zip: '6270A',
      phone: '217555010',
      zipFour: '123',
    }),
    profileCase('a web address without http', as, { url: 'www.alpha.edu' }),
    profileCase('a custom field too long', as, { customField1: 'c'.repeat(51) }),
  ]),
  profileCase('a contact email that is no address, a contact name too long', TE, {}, (v) => {
    const [first, ...others] = v.schoolContact!;
    v.schoolContact = [
      { ...first!, contactFirstName: 'F'.repeat(51), contactEmail: 'someone.alpha.edu' },
      ...others,
    ];
  }),
  profileCase('no school name, an IPEDS id too large, leniency without a reason', TE, {
    schoolName: '',
    ipedsId: '2147483648',
    alertLeniency: 1,
    leniencyReason: '',
  }),
  aidYearCase('deadlines and tuition emptied', (v) => {
    v.optOutImportScholarship = 0;
    v.exportDeadline = '';
    v.importDeadline = '';
    v.tuition = '';
    v.acceptMidTermStudents = null;
  }),
  aidYearCase('a negative set rate', (v) => {
    v.optOutImportScholarship = 0;
    v.scholarshipOfferingId = 2;
    v.setRate = '-5';
  }),
  aidYearCase('an amount of $10,000,000', (v) => {
    v.optOutImportScholarship = 0;
    v.scholarshipOfferingId = 3;
    v.scholarshipAmountOther = '10,000,000';
  }),
  aidYearCase('no amount for the offering, a tuition of $10,000,000', (v) => {
    v.optOutImportScholarship = 0;
    v.scholarshipOfferingId = 4;
    v.scholarshipAmountOther = '';
    v.tuition = '10000000';
  }),
  aidYearCase('a fee set to Yes without frequency or amount, another with a negative amount', (v) => {
    v.optOutImportScholarship = 0;
    v.fees = v.fees.map((f, i) =>
      i === 0
        ? { ...f, offered: 1, feeFrequencyId: null, amount: '' }
        : i === 1
          ? { ...f, offered: 1, feeFrequencyId: 1, amount: '-25.00' }
          : f,
    );
  }),
  aidYearCase('a percentage over 100, links without http', (v) => {
    v.optOutImportScholarship = 0;
    v.percentageAwardOffers = '150';
    v.exportUrl = 'www.alpha.edu/hr';
    v.importUrl = 'alpha';
  }),
  aidYearCase('both programs of an exclusive pair', (v) => {
    v.optOutImportScholarship = 0;
    v.programs = v.programs.map((p) => (p.eligibleProgramId <= 2 ? { ...p, checked: true } : p));
  }),
];

beforeAll(async () => {
  t = await startTestApp();
  cookieOf = await signInAll(t, [{ as: TE }, { as: TELO }] as AnyFormMessageCase[]);
  const [school] = await get<{ id: number; schoolName: string }[]>('/api/schools/name', TE).then((all) =>
    all.filter((s) => s.schoolName === 'Alpha University'),
  );
  [alpha] = await get<[SchoolDetail]>(`/api/schools/${school!.id}`, TE);
  contactTypes = await get<{ id: number }[]>('/api/schools/contacttype', TE);
  const records = await get<SchoolAidYearRecord[]>(`/api/schools/aidyears/${alpha.id}`, TELO);
  record = records.find((r) => r.canEdit)!;
});

afterAll(async () => {
  await t?.close();
});

describe('the school forms: the browser and the API say the same for the same input', () => {
  it.each(ROWS)('%s', async (_name, row) => {
    await expectSameMessages(t, cookieOf, row());
  });
});
