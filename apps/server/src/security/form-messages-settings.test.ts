import {
  type AidYearCreateBody,
  type AidYearFormValues,
  aidYearCreateBodySchema,
  aidYearFormBody,
  settingFormSchema,
} from '@exchange/domain';
import { homeContentResolver } from '@exchange/web/src/features/home/home-content-values.js';
import { schoolFormResolver } from '@exchange/web/src/features/schools/school-form-values.js';
import { type DomainSchema, formResolver } from '@exchange/web/src/lib/form-resolver.js';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { startTestApp, type TestContext } from '../test/app.js';
import {
  type AnyFormMessageCase,
  type CookieOf,
  expectSameMessages,
  formCase,
  signInAll,
} from '../test/form-messages.js';
import { schoolBody } from '../test/school-fixtures.js';

// 1-core §5, 3-billing §5 and docs/architecture.md "The machinery: Form resolver": the TE admin's forms (New School, Aid Year Settings,
// Fees Settings, the home page content) show, for the values typed, the field messages their API call
// answers for what the form sends. New School and the home content are checked with the web form's own
// resolver; the others with `formResolver` over the domain schema named in the row (and the domain's own
// body builder where the form has one), as the web form does.

const ADMIN = 'admin@example.org';

let t: TestContext;
let cookieOf: CookieOf;
const settingIds = new Map<string, { id: number; valueType: string }>();

/** A row built once the app has started (it needs the stored settings), named before. */
type LazyRow = readonly [string, () => AnyFormMessageCase];

const resolve = (schema: unknown) =>
  formResolver<Record<string, unknown>, unknown>(schema as DomainSchema<unknown>);

/** The Aid Year Settings form's resolver, as the web form builds it. */
const aidYearResolver = formResolver<AidYearFormValues, AidYearCreateBody>(
  aidYearCreateBodySchema as DomainSchema<AidYearCreateBody>,
  { toBody: aidYearFormBody },
);

function schoolCase(name: string, over: Record<string, unknown>): LazyRow {
  const full = `New School: ${name}`;
  return [
    full,
    () =>
      formCase({
        name: full,
        as: ADMIN,
        resolver: schoolFormResolver(true) as AnyFormMessageCase['resolver'],
        values: schoolBody({ schoolName: 'Form Messages College', ...over }),
        request: (v) => ({ method: 'POST', url: '/api/schools', payload: v }),
      }),
  ];
}

function aidYearCase(name: string, over: Partial<AidYearFormValues>): LazyRow {
  const full = `Aid Year Settings: ${name}`;
  return [
    full,
    () =>
      formCase<AidYearFormValues>({
        name: full,
        as: ADMIN,
        resolver: aidYearResolver,
        values: {
          aidyear: '2095-2096',
          aidyearbegindate: '2095-07-01',
          aidyearenddate: '2096-06-30',
          displaybegindate: '2094-10-01',
          displayenddate: '2096-06-30',
          setRate: '1500',
          ...over,
        },
        request: (v) => ({ method: 'POST', url: '/api/settings/aidyear', payload: aidYearFormBody(v) }),
      }),
  ];
}

function settingCase(settingName: string, settingValue: string): LazyRow {
  const full = `Fees Settings: ${settingName} "${settingValue}"`;
  return [
    full,
    () => {
      const setting = settingIds.get(settingName)!;
      return formCase({
        name: full,
        as: ADMIN,
        resolver: resolve(settingFormSchema({ settingName, valueType: setting.valueType })),
        values: { settingValue },
        request: (v) => ({ method: 'PUT', url: `/api/settings/${setting.id}`, payload: v }),
      });
    },
  ];
}

function homeCase(name: string, html: string): LazyRow {
  const full = `Home content: ${name}`;
  return [
    full,
    () =>
      formCase({
        name: full,
        as: ADMIN,
        resolver: homeContentResolver(),
        values: { html },
        request: (v) => ({ method: 'PUT', url: '/api/home/content', payload: v }),
        // The editor sends the version it read; its one field is the content.
        fieldOf: (path) => (path[0] === 'html' ? 'html' : null),
      }),
  ];
}

const ROWS: LazyRow[] = [
  schoolCase('nothing typed', {
    schoolName: '',
    address: ' ',
    city: '',
    url: '',
    joinDate: '',
    carnegieRating: '',
  }),
  schoolCase('a US zip with letters, a short phone', { zip: '6270A', phone: '217555010' }),
  schoolCase('a zip+4 of three digits', { zipFour: '123' }),
  schoolCase('an IPEDS id too large', { ipedsId: 2_147_483_648 }),
  schoolCase('a web address without http', { url: 'www.test.edu' }),
  aidYearCase('nothing typed', {
    aidyear: '',
    aidyearbegindate: '',
    aidyearenddate: '',
    displaybegindate: '',
    displayenddate: '',
    setRate: '',
  }),
  aidYearCase('a name not of two years', { aidyear: '2095' }),
  aidYearCase('an end before its begin', { aidyearenddate: '2095-06-30' }),
  aidYearCase('a negative set rate', { setRate: '-5' }),
  settingCase('INVOICE_DUE_DAYS', ''),
  settingCase('INVOICE_DUE_DAYS', '1.5'),
  settingCase('ADMINISTRATIVE_FEE', 'ten'),
  homeCase('too long', 'x'.repeat(200_001)),
  homeCase('a null byte', '<p>Welcome\u0000</p>'),
];

beforeAll(async () => {
  t = await startTestApp();
  cookieOf = await signInAll(
    t,
    ROWS.map(() => ({ as: ADMIN }) as AnyFormMessageCase),
  );
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/settings',
    headers: { cookie: cookieOf(ADMIN)! },
  });
  for (const s of (res.json() as { settings: { id: number; settingName: string; valueType: string }[] })
    .settings)
    settingIds.set(s.settingName, s);
});

afterAll(async () => {
  await t?.close();
});

describe("the TE admin's forms: the browser and the API say the same for the same input", () => {
  it.each(ROWS)('%s', async (_name, row) => {
    await expectSameMessages(t, cookieOf, row());
  });
});
