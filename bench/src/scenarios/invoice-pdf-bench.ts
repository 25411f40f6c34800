// How long the PDF of a 200-line participation invoice takes to render (issue 22: at most 500 ms). It
// needs no database: the document is built from made-up API answers, as the server builds it from real ones.
import {
  buildInvoiceDocument,
  COUNTRY_US,
  DEFAULT_ORGANISATION,
  DEFAULT_PROGRAM_NAME,
  FEE_TYPE,
  type InvoiceDetail,
  type InvoiceDocument,
  type InvoiceLine,
} from '@exchange/domain';
import { renderInvoicePdf } from '../../../apps/server/src/modules/billing/invoice-pdf.js';

/** Median, 95th percentile and slowest render in milliseconds, with the size and page count of the file. */
export interface InvoicePdfBenchResult {
  median: number;
  p95: number;
  max: number;
  bytes: number;
  pages: number;
}

export const INVOICE_PDF_LINES = 200;
const FEE_CENTS = 25_000;

const FIRST = ['Avery', 'Jordan', 'Riley', 'Morgan', 'Casey', 'Quinn', 'Harper', 'Rowan', 'Emerson', 'Sage'];
const LAST = ['Abbott', 'Bramley', 'Castellanos', 'Dunmore', 'Eastwood', 'Fairbanks', 'Galloway', 'Hartwell'];
const SCHOOLS = [
  { name: 'Beta College', city: 'Lincoln', state: 'NE' },
  { name: 'Gamma University of the Northern Plains', city: 'Fargo', state: 'ND' },
  { name: 'Delta State University', city: 'Cleveland', state: 'MS' },
  { name: 'Epsilon Institute of Technology', city: 'Troy', state: 'NY' },
];

/** Made-up students, spread over four enrolled schools (the names repeat with a number, as a big roster would). */
function makeLines(count: number): InvoiceLine[] {
  return Array.from({ length: count }, (_, i) => {
    const school = SCHOOLS[i % SCHOOLS.length]!;
    return {
      id: i + 1,
      studentFirstName: FIRST[i % FIRST.length]!,
      studentLastName: `${LAST[(i * 7) % LAST.length]!}-${Math.floor(i / LAST.length) + 1}`,
      enrolledSchoolName: school.name,
      enrolledSchoolCity: school.city,
      enrolledSchoolState: school.state,
      amount: FEE_CENTS,
    };
  });
}

/** The participation-fee invoice of a large export school, open, with `lines` students. */
export function makeLargeInvoiceDocument(lines = INVOICE_PDF_LINES): InvoiceDocument {
  const amount = lines * FEE_CENTS;
  const invoice: InvoiceDetail = {
    id: 1,
    invoiceNumber: '2026-000001',
    aidYearId: 1,
    aidYearName: '2026-2027',
    schoolID: 1,
    schoolName: 'Alpha University',
    amount,
    invoiceAmountPaid: 0,
    invoiceAmountDue: amount,
    invoiceDate: '2026-11-02',
    modifiedDate: '2026-11-02T15:00:00.000Z',
    feeTypeId: FEE_TYPE.PARTICIPATION_FEES,
    feeTypeName: 'Participation Fees',
    participationTypeId: 1,
    participationName: 'Undergraduate',
    paymentDate: null,
    status: 'Open',
    note: null,
    actions: { addPayment: false, payNow: false, refund: false },
    school: {
      schoolName: 'Alpha University',
      address: '1 College Road',
      address2: 'Business Office',
      city: 'Springfield',
      state: 'IL',
      zip: '62704',
      zipFour: null,
      countryId: COUNTRY_US,
      countryName: 'United States',
    },
    billingContact: { name: 'Billing Office', email: 'billing@alpha.edu' },
  };
  return buildInvoiceDocument({
    invoice,
    lines: makeLines(lines),
    payments: [],
    kind: 'invoice',
    programName: DEFAULT_PROGRAM_NAME,
    organisation: DEFAULT_ORGANISATION(DEFAULT_PROGRAM_NAME),
  });
}

/** Page objects of a PDF (pdfkit writes them outside the compressed streams). */
function countPages(pdf: Buffer): number {
  return pdf.toString('latin1').match(/\/Type \/Page\b/g)?.length ?? 0;
}

/** Renders the 200-line invoice `runs` times after one warm-up (font metrics load once per process). */
export async function benchInvoicePdf(runs: number): Promise<InvoicePdfBenchResult> {
  const document = makeLargeInvoiceDocument();
  let pdf = await renderInvoicePdf(document);
  const samples: number[] = [];
  for (let i = 0; i < Math.max(1, runs); i++) {
    const start = performance.now();
    pdf = await renderInvoicePdf(document);
    samples.push(performance.now() - start);
  }
  samples.sort((a, b) => a - b);
  const at = (q: number) =>
    Number((samples[Math.min(samples.length - 1, Math.floor(q * samples.length))] ?? 0).toFixed(2));
  return { median: at(0.5), p95: at(0.95), max: at(1), bytes: pdf.length, pages: countPages(pdf) };
}

// `npx tsx bench/src/scenarios/invoice-pdf-bench.ts [runs]` prints the figure on its own.
if (import.meta.url === `file://${process.argv[1]}`) {
  const result = await benchInvoicePdf(Number(process.argv[2] ?? 15));
  console.log(
    `Invoice PDF, ${INVOICE_PDF_LINES} lines: median ${result.median} ms, p95 ${result.p95} ms, max ${result.max} ms, ` +
      `${(result.bytes / 1024).toFixed(1)} KB, ${result.pages} pages (target ≤ 500 ms)`,
  );
}
