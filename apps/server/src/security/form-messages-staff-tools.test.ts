import { rosterFilesProblem } from '@exchange/domain';
import { recipientEmailError } from '@exchange/web/src/features/billing/view/invoice-view-values.js';
import { reviewDateResolver } from '@exchange/web/src/features/enrollment-reviews/review-date-values.js';
import {
  reviewSave,
  type SignOffAidYear,
  termViews,
} from '@exchange/web/src/features/enrollment-reviews/sign-off-values.js';
import {
  CRITERIA_FIELDS,
  type CriteriaForm,
  criteriaBody,
  criteriaIssues,
  formFromParams,
} from '@exchange/web/src/features/member-schools/search-criteria.js';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { REVIEWS_PATH, type ReviewSuite, startReviewSuite } from '../test/enrollment-review-suite.js';
import {
  type AnyFormMessageCase,
  expectSameMessages,
  formCase,
  type WebResolver,
} from '../test/form-messages.js';
import { selectRows } from '../test/student-fixtures.js';
import { multipartBody, UPLOAD_PATH } from '../test/training-fixtures.js';

// 3-billing §2, §5 and docs/architecture.md "The machinery: Form resolver": the review date of the Enrollment Review sign-off, the
// training roster's file, the school search's criteria and View Invoice's recipient show, for what was
// typed or chosen, the message their API call answers for what the screen would send. The sign-off's
// dialog is a react-hook-form with its resolver; the others say their one message through the screen's
// own function, read here as the text on their one field. Not compared: what only the server can see
// (a spreadsheet's content, an aid year no longer published, too many searches).

const TELO = 'telo@alpha.edu';
const ADMIN = 'admin@example.org';
/** The programme day: both review windows of the suite's aid year 2085-2086 are open. */
const TODAY = '2086-02-02';

let s: ReviewSuite;
let aidYear: SignOffAidYear;
let invoiceId: number;
const cookies = new Map<string, string>();

/** A row built once the suite has started (its aid year and an invoice), named before. */
type LazyRow = readonly [string, () => AnyFormMessageCase];

/** A screen's own check of its one field, as the form-messages table reads a resolver. */
function oneFieldResolver<T>(field: string, problem: (values: T) => string | null): WebResolver<T> {
  return (values) => {
    const message = problem(values);
    return { errors: message === null ? {} : { [field]: { type: 'custom', message } } };
  };
}

function reviewCase(name: string, term: 'Fall' | 'Spring', reviewDate: string): LazyRow {
  const full = `Enrollment Review sign-off: ${name}`;
  return [
    full,
    () => {
      const view = termViews(aidYear, [], TODAY, true).find((v) => v.term === term)!;
      return formCase({
        name: full,
        as: TELO,
        resolver: reviewDateResolver(aidYear, term),
        values: { reviewDate },
        request: (v) => {
          const save = reviewSave(
            'submit',
            view,
            { schoolId: s.school('Alpha University'), aidYearId: aidYear.id },
            v.reviewDate,
          );
          return { method: save.method, url: REVIEWS_PATH, payload: save.body };
        },
      });
    },
  ];
}

/** A file of the roster as the page reads it: its name and size (and, sent, that many bytes). */
type RosterFile = { name: string; size: number };

function rosterCase(name: string, files: RosterFile[], status = 400): LazyRow {
  const full = `Training Upload: ${name}`;
  return [
    full,
    () =>
      formCase<{ files: RosterFile[] }>({
        name: full,
        as: ADMIN,
        status,
        resolver: oneFieldResolver('file', (v) => rosterFilesProblem(v.files)),
        values: { files },
        request: (v) => ({
          method: 'POST',
          url: UPLOAD_PATH,
          raw: multipartBody(
            v.files.map((f) => ({ field: 'file', fileName: f.name, content: Buffer.alloc(f.size, 'x') })),
          ),
        }),
      }),
  ];
}

function searchCase(name: string, address: string): LazyRow {
  const full = `School Search: ${name}`;
  return [
    full,
    () =>
      formCase<CriteriaForm>({
        name: full,
        resolver: (v) => ({
          errors: Object.fromEntries(
            Object.entries(criteriaIssues(v)).map(([param, message]) => [param, { type: 'custom', message }]),
          ),
        }),
        values: formFromParams(new URLSearchParams(address)),
        request: (v) => ({ method: 'POST', url: '/api/schoolsearch', payload: criteriaBody(v) }),
        // The answer names the body's fields; the form its address parameters.
        fieldOf: ([field]) => Object.entries(CRITERIA_FIELDS).find(([, name]) => name === field)?.[0] ?? null,
      }),
  ];
}

function recipientCase(name: string, email: string): LazyRow {
  const full = `View Invoice, Send Email: ${name}`;
  return [
    full,
    () =>
      formCase<{ email: string }>({
        name: full,
        as: ADMIN,
        resolver: oneFieldResolver('email', (v) => recipientEmailError(v.email)),
        values: { email },
        request: (v) => ({
          method: 'POST',
          url: `/api/email/invoice/${invoiceId}?${new URLSearchParams({ emailtype: 'invoice', email: v.email })}`,
        }),
      }),
  ];
}

const MB = 1024 * 1024;

const ROWS: LazyRow[] = [
  reviewCase('no date', 'Fall', ''),
  reviewCase('a day before the Fall window', 'Fall', '2085-08-14'),
  reviewCase('a day before the Spring window', 'Spring', '2086-01-14'),
  reviewCase('a day after the window', 'Spring', '2086-07-01'),
  rosterCase('a csv file', [{ name: 'roster.csv', size: 20 }]),
  rosterCase('two files', [
    { name: 'a.xlsx', size: 20 },
    { name: 'b.xlsx', size: 20 },
  ]),
  rosterCase('an empty file', [{ name: 'roster.xlsx', size: 0 }]),
  rosterCase('a file over 2 MB', [{ name: 'roster.xlsx', size: 2 * MB + 1 }], 413),
  searchCase('a name of 101 characters', `name=${'a'.repeat(101)}`),
  searchCase('a name with a control character', 'name=Alpha%07'),
  searchCase('a state that is no abbreviation', 'state=Ohio'),
  searchCase('a country that is no number', 'country=abc'),
  searchCase('an exchange program of 0', 'program=0'),
  searchCase('a yes/no criterion of 7', 'midterm=7'),
  searchCase('an offering not in the list', 'offering=cheap&category=everyone'),
  recipientCase('not an address', 'billing.alpha.edu'),
  recipientCase('an address of 255 characters', `${'a'.repeat(245)}@alpha.edu`),
];

beforeAll(async () => {
  s = await startReviewSuite(2085, TODAY);
  // The suite's own aid year, 1 July 2085 to 30 June 2086.
  aidYear = {
    id: s.aidYear.id,
    aidyear: s.aidYear.name,
    aidyearLabel: s.aidYear.name,
    aidyearbegindate: '2085-07-01',
    aidyearenddate: '2086-06-30',
  };
  for (const email of [TELO, ADMIN]) cookies.set(email, await s.cookie(email));
  const [invoice] = await selectRows<{ id: number }>(s.t, sql`select id from invoices order by id limit 1`);
  invoiceId = invoice!.id;
});

afterAll(async () => {
  await s?.close();
});

describe("the staff tools' and public fields: the browser and the API say the same for the same input", () => {
  it.each(ROWS)('%s', async (_name, row) => {
    await expectSameMessages(s.t, (as) => cookies.get(as), row());
  });
});
