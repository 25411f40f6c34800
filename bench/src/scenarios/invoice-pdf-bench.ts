// How long the PDF of a 200-line participation invoice takes to render (issue 22: at most 500 ms). It
// needs no database: the document is built from made-up API answers, as the server builds it from real ones.
// The figure is measured here, not in a test: a wall clock in a test run beside others measures the load
// (issue 32); invoice-pdf.test.ts proves what is rendered.
import {
  buildInvoiceDocument,
  DEFAULT_ORGANISATION,
  DEFAULT_PROGRAM_NAME,
  type InvoiceDocument,
} from '@exchange/domain';
import { sampleInvoice, sampleStudentLines } from '@exchange/domain/testing';
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
/** The most the median render of the 200-line invoice may take (issue 22). */
export const INVOICE_PDF_TARGET_MS = 500;
const FEE_CENTS = 25_000;

/** The participation-fee invoice of a large export school, open, with `lines` students. */
export function makeLargeInvoiceDocument(lines = INVOICE_PDF_LINES): InvoiceDocument {
  const amount = lines * FEE_CENTS;
  const invoice = sampleInvoice({
    invoiceNumber: '2026-000001',
    amount,
    billingContact: { name: 'Billing Office', email: 'billing@alpha.edu' },
  });
  return buildInvoiceDocument({
    invoice,
    lines: sampleStudentLines(lines, FEE_CENTS),
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

/** The result as one line; a "FAIL" line when the median misses the target or the file has one page. */
export function describeInvoicePdfBench(result: InvoicePdfBenchResult): { line: string; passed: boolean } {
  const passed = result.median <= INVOICE_PDF_TARGET_MS && result.pages > 1;
  const line =
    `Invoice PDF, ${INVOICE_PDF_LINES} lines: median ${result.median} ms, p95 ${result.p95} ms, max ${result.max} ms, ` +
    `${(result.bytes / 1024).toFixed(1)} KB, ${result.pages} pages (target: median ≤ ${INVOICE_PDF_TARGET_MS} ms)`;
  return { line: passed ? line : `FAIL ${line}`, passed };
}

// `npx tsx bench/src/scenarios/invoice-pdf-bench.ts [runs]` prints the figure on its own (exit 1 on a miss).
if (import.meta.url === `file://${process.argv[1]}`) {
  const { line, passed } = describeInvoicePdfBench(await benchInvoicePdf(Number(process.argv[2] ?? 15)));
  console.log(line);
  if (!passed) process.exitCode = 1;
}
