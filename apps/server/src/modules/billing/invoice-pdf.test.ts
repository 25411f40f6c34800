import { inflateSync } from 'node:zlib';
import {
  buildInvoiceDocument,
  DEFAULT_ORGANISATION,
  type InvoiceDetail,
  type InvoiceDocument,
  type InvoiceLine,
  PAYMENT_TYPE,
} from '@exchange/domain';
import { sampleInvoice, sampleStudentLines } from '@exchange/domain/testing';
import { describe, expect, it } from 'vitest';
import { renderInvoicePdf, toWinAnsi } from './invoice-pdf.js';

const PROGRAM = 'Scholarship Exchange';

/** A line as the document writes it: "Last, First - School, City, ST". */
const lineText = (l: InvoiceLine) =>
  `${l.studentLastName}, ${l.studentFirstName} - ${l.enrolledSchoolName}, ${l.enrolledSchoolCity}, ${l.enrolledSchoolState}`;

const invoice: InvoiceDetail = sampleInvoice({
  invoiceNumber: '2026-000042',
  schoolID: 5,
  amount: 5_000_000,
});

const studentLines = (count: number): InvoiceLine[] => sampleStudentLines(count);

function documentOf(lines: InvoiceLine[], kind: 'invoice' | 'receipt' = 'invoice'): InvoiceDocument {
  const paid = kind === 'receipt';
  return buildInvoiceDocument({
    invoice: paid
      ? { ...invoice, invoiceAmountPaid: invoice.amount, invoiceAmountDue: 0, paymentDate: '2026-10-02' }
      : invoice,
    lines,
    payments: paid
      ? [
          {
            id: 1,
            paymentTypeId: PAYMENT_TYPE.DEFAULT,
            paymentType: 'Check',
            amountPaid: invoice.amount - 10_000,
            paymentDate: '2026-10-01',
            invoicePaymentNote: 'Check #4471',
            paidBy: null,
            referenceId: null,
            cardLastFour: null,
          },
          {
            id: 2,
            paymentTypeId: PAYMENT_TYPE.WRITE_OFF,
            paymentType: 'Write-Off',
            amountPaid: 10_000,
            paymentDate: '2026-10-02',
            invoicePaymentNote: 'Rounding',
            paidBy: null,
            referenceId: null,
            cardLastFour: null,
          },
        ]
      : [],
    kind,
    programName: PROGRAM,
    organisation: DEFAULT_ORGANISATION(PROGRAM),
  });
}

/**
 * The text of every text-showing operator of the PDF's content streams, one string per operator, one
 * list per stream (pdfkit writes one content stream per page, in page order).
 */
function streamTexts(pdf: Buffer): string[][] {
  const raw = pdf.toString('latin1');
  const streams: string[][] = [];
  for (const m of raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    const start = (m.index ?? 0) + m[0].indexOf(m[1] ?? '');
    const body = pdf.subarray(start, start + (m[1]?.length ?? 0));
    const dictionary = raw.slice(raw.lastIndexOf('<<', m.index), m.index);
    const content = dictionary.includes('/FlateDecode')
      ? inflateSync(body).toString('latin1')
      : body.toString('latin1');
    const texts: string[] = [];
    for (const op of content.matchAll(/\[([^\]]*)\] TJ/g)) {
      const hex = [...(op[1] ?? '').matchAll(/<([0-9a-f]*)>/gi)].map((h) => h[1]).join('');
      texts.push(Buffer.from(hex, 'hex').toString('latin1'));
    }
    streams.push(texts);
  }
  return streams;
}

/** Every text of the PDF, in order. */
const pageTexts = (pdf: Buffer): string[] => streamTexts(pdf).flat();

/** A document-info entry: pdfkit writes each value as its own object (`/Title 15 0 R`). */
function infoValue(raw: string, key: string): string | undefined {
  const ref = new RegExp(`/${key} (\\d+) 0 R`).exec(raw)?.[1];
  return ref ? new RegExp(`\\n${ref} 0 obj\\n\\((.*)\\)\\nendobj`).exec(raw)?.[1] : undefined;
}

const pageCount = (pdf: Buffer) => pdf.toString('latin1').match(/\/Type \/Page\b/g)?.length ?? 0;

describe('renderInvoicePdf', () => {
  it('writes a PDF with the document title and programme as its info', async () => {
    const pdf = await renderInvoicePdf(documentOf(studentLines(3)), { compress: false });
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const raw = pdf.toString('latin1');
    expect(infoValue(raw, 'Title')).toBe('Scholarship Exchange Invoice 2026-000042');
    expect(infoValue(raw, 'Author')).toBe('Scholarship Exchange');
    expect(raw).toContain('/MediaBox [0 0 612 792]');
    expect(pageTexts(pdf)).toEqual(
      expect.arrayContaining(['INVOICE', lineText(sampleStudentLines(3)[1]!), 'Page 1 of 1']),
    );
  });

  it('gives the same bytes for the same document', async () => {
    const doc = documentOf(studentLines(20), 'receipt');
    const [a, b] = await Promise.all([renderInvoicePdf(doc), renderInvoicePdf(doc)]);
    expect(a.equals(b)).toBe(true);
  });

  // How fast it renders is the bench's to measure (bench/src/scenarios/invoice-pdf-bench.ts, target 500 ms):
  // a wall clock here fails under load without anything being wrong.
  it('lays a 200-line participation invoice over numbered pages, every line once, in order', async () => {
    const lines = studentLines(200);
    const doc = documentOf(lines);
    const pdf = await renderInvoicePdf(doc);
    const count = pageCount(pdf);
    const pages = streamTexts(pdf);
    expect(count).toBeGreaterThan(1);
    expect(pages).toHaveLength(count);
    pages.forEach((texts, i) => {
      expect(texts.filter((t) => /^Page \d+ of \d+$/.test(t))).toEqual([`Page ${i + 1} of ${count}`]);
    });
    // Each student's line once, in the document's order, whatever page it falls on.
    const wanted = new Set(lines.map(lineText));
    const printed = pages.flat().filter((t) => wanted.has(t));
    expect(printed).toEqual(doc.lines.rows.map((r) => r.description));
    expect(new Set(printed)).toEqual(wanted);
    expect(pages.flat().filter((t) => t === '$250.00')).toHaveLength(200);
    // The column header tops the table on every page it reaches; the count and total close it.
    for (const texts of pages.filter((p) => p.some((t) => wanted.has(t))))
      expect(texts).toContain('Student - Enrolled School');
    expect(pages.flat()).toEqual(expect.arrayContaining(['Number of students: 200', '$50,000.00']));
  });

  it('prints the receipt with its PAID stamp, write-off and totals', async () => {
    const texts = pageTexts(await renderInvoicePdf(documentOf(studentLines(2), 'receipt')));
    expect(texts).toEqual(
      expect.arrayContaining(['RECEIPT', 'PAID on 10/02/2026', 'Write-Offs', 'Rounding', '$49,900.00']),
    );
  });
});

describe('toWinAnsi', () => {
  it('keeps Latin-1 and typographic marks, drops accents the fonts lack and marks the rest', () => {
    expect(toWinAnsi('Müller – “Québec” €5')).toBe('Müller – “Québec” €5');
    expect(toWinAnsi('Ștefan Łukasz')).toBe('Stefan Lukasz');
    expect(toWinAnsi('王 line\nbreak')).toBe('? line break');
  });
});
