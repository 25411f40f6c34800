/**
 * The invoice or receipt as a PDF (3-billing §2; open-points 25): the same file for the download and
 * the e-mail attachment, laid out from the domain's view model so it says what the screen says.
 */
import type { InvoiceDocument, InvoiceDocumentRow } from '@exchange/domain';
import PDFDocument from 'pdfkit';

type Pdf = PDFKit.PDFDocument;

export interface RenderInvoicePdfOptions {
  /** Leave the page streams uncompressed (tests read the text back). */
  compress?: boolean;
}

const PAGE_WIDTH = 612; // US Letter, in points
const PAGE_HEIGHT = 792;
const MARGIN = 54;
const CONTENT_WIDTH = PAGE_WIDTH - 2 * MARGIN;
/** Content stops here; the page footer sits below it. */
const CONTENT_BOTTOM = PAGE_HEIGHT - 72;
const FOOTER_Y = PAGE_HEIGHT - 44;
const PAD = 4;
const INK = '#1b1b1b';
const MUTED = '#555555';
const ACCENT = '#1f3a5f';
const RULE = '#c8d0da';
const HEAD_FILL = '#e8edf3';
const PAID = '#2e7d32';
const BODY_SIZE = 9.5;

/** Code points above Latin-1 that the built-in fonts' WinAnsi encoding still has (dashes, quotes, €...). */
const WIN_ANSI_EXTRA = new Set([
  402, 710, 732, 338, 339, 352, 353, 376, 381, 382, 8211, 8212, 8216, 8217, 8218, 8220, 8221, 8222, 8224,
  8225, 8226, 8230, 8240, 8249, 8250, 8364, 8482,
]);
/** Latin letters that do not decompose into a base letter and an accent. */
const TRANSLITERATED: Record<string, string> = { Ł: 'L', ł: 'l', Đ: 'D', đ: 'd', ı: 'i', Ħ: 'H', ħ: 'h' };
const LATIN_1 = /^[\u0020-\u007e\u00a0-\u00ff]*$/;

/**
 * The text as the built-in Helvetica can print it: the standard fonts only know WinAnsi, so an accent
 * outside it is dropped ("Ș" -> "S") and what is left unprintable becomes "?", never a wrong glyph.
 */
export function toWinAnsi(text: string): string {
  return Array.from(text.normalize('NFC'), (c) => {
    const code = c.codePointAt(0) ?? 0;
    if (code < 0x20 || (code >= 0x7f && code < 0xa0)) return ' ';
    if (LATIN_1.test(c) || WIN_ANSI_EXTRA.has(code)) return c;
    const base = TRANSLITERATED[c] ?? c.normalize('NFD').replace(/\p{M}/gu, '');
    return base && LATIN_1.test(base) ? base : '?';
  }).join('');
}

interface Column {
  header: string;
  width: number;
  align?: 'left' | 'right';
}

/** Starts a new page when `needed` points do not fit under `y`; returns where to write. */
function ensureSpace(pdf: Pdf, y: number, needed: number): number {
  if (y + needed <= CONTENT_BOTTOM) return y;
  pdf.addPage();
  return MARGIN;
}

function write(pdf: Pdf, text: string, x: number, y: number, options: PDFKit.Mixins.TextOptions = {}) {
  pdf.text(toWinAnsi(text), x, y, options);
}

function cellHeight(pdf: Pdf, text: string, width: number): number {
  return pdf.heightOfString(toWinAnsi(text), { width: width - 2 * PAD }) + 2 * PAD;
}

/** The organisation block on the left; the heading, title and number rows on the right. */
function drawHeader(pdf: Pdf, d: InvoiceDocument): number {
  pdf.font('Helvetica-Bold').fontSize(13).fillColor(ACCENT);
  write(pdf, d.header.name, MARGIN, MARGIN, { width: 270 });
  pdf.font('Helvetica').fontSize(9).fillColor(MUTED);
  for (const line of d.header.lines) write(pdf, line, MARGIN, pdf.y, { width: 270 });
  const leftBottom = pdf.y;

  const right = MARGIN + 284;
  const rightWidth = CONTENT_WIDTH - 284;
  pdf.font('Helvetica-Bold').fontSize(24).fillColor(ACCENT);
  write(pdf, d.heading.toUpperCase(), right, MARGIN - 4, { width: rightWidth, align: 'right' });
  pdf.font('Helvetica').fontSize(10).fillColor(INK);
  write(pdf, d.title, right, pdf.y, { width: rightWidth, align: 'right' });
  const rightBottom = drawRows(pdf, d.facts, pdf.y + 6, right, rightWidth);
  return Math.max(leftBottom, rightBottom) + 20;
}

/** Label and value rows aligned right (the number rows and the totals). */
function drawRows(
  pdf: Pdf,
  rows: readonly InvoiceDocumentRow[],
  y: number,
  x: number,
  width: number,
): number {
  const labelWidth = width - 110;
  let top = y;
  for (const row of rows) {
    top = ensureSpace(pdf, top, 18);
    if (row.strong) {
      pdf
        .moveTo(x, top)
        .lineTo(x + width, top)
        .lineWidth(0.75)
        .strokeColor(ACCENT)
        .stroke();
      top += 3;
    }
    pdf.font(row.strong ? 'Helvetica-Bold' : 'Helvetica').fontSize(row.strong ? 11 : BODY_SIZE);
    pdf.fillColor(MUTED);
    write(pdf, `${row.label}:`, x, top, { width: labelWidth - 8, align: 'right' });
    pdf.fillColor(INK);
    write(pdf, row.value, x + labelWidth, top, { width: 110, align: 'right' });
    top = pdf.y + 3;
  }
  return top;
}

/** Bill To on the left and, on a receipt, the PAID stamp on the right. */
function drawBillTo(pdf: Pdf, d: InvoiceDocument, y: number): number {
  pdf.font('Helvetica-Bold').fontSize(8.5).fillColor(MUTED);
  write(pdf, 'BILL TO', MARGIN, y, { width: 300, characterSpacing: 0.6 });
  pdf.font('Helvetica-Bold').fontSize(10).fillColor(INK);
  const [first = '', ...rest] = d.billTo.contactLines;
  write(pdf, first, MARGIN, pdf.y + 2, { width: 300 });
  pdf.font('Helvetica').fontSize(BODY_SIZE);
  for (const line of rest) write(pdf, line, MARGIN, pdf.y, { width: 300 });
  let top = pdf.y + 4;
  for (const line of d.billTo.addressLines) {
    write(pdf, line, MARGIN, top, { width: 300 });
    top = pdf.y;
  }
  const bottom = pdf.y;
  if (d.paidStamp) {
    const width = 190;
    const x = MARGIN + CONTENT_WIDTH - width;
    pdf
      .roundedRect(x, y + 4, width, 30, 4)
      .lineWidth(1.5)
      .strokeColor(PAID)
      .stroke();
    pdf.font('Helvetica-Bold').fontSize(13).fillColor(PAID);
    write(pdf, d.paidStamp, x, y + 13, { width, align: 'center' });
  }
  return Math.max(bottom, y + 40) + 18;
}

/** A table that flows over pages, repeating its column header on each new page. */
function drawTable(pdf: Pdf, caption: string, columns: Column[], rows: string[][], start: number): number {
  const drawHead = (top: number) => {
    pdf.font('Helvetica-Bold').fontSize(9);
    const height = Math.max(...columns.map((c) => cellHeight(pdf, c.header, c.width)));
    pdf.rect(MARGIN, top, CONTENT_WIDTH, height).fill(HEAD_FILL);
    pdf.fillColor(ACCENT);
    let x = MARGIN;
    for (const c of columns) {
      write(pdf, c.header, x + PAD, top + PAD, { width: c.width - 2 * PAD, align: c.align ?? 'left' });
      x += c.width;
    }
    pdf.font('Helvetica').fontSize(BODY_SIZE).fillColor(INK);
    return top + height;
  };
  // Keep the caption with the header and the first row.
  let y = ensureSpace(pdf, start, 60);
  pdf.font('Helvetica-Bold').fontSize(11).fillColor(ACCENT);
  write(pdf, caption, MARGIN, y, { width: CONTENT_WIDTH });
  y = drawHead(pdf.y + 4);
  for (const cells of rows) {
    const height = Math.max(...columns.map((c, i) => cellHeight(pdf, cells[i] ?? '', c.width)));
    if (y + height > CONTENT_BOTTOM) {
      pdf.addPage();
      y = drawHead(MARGIN);
    }
    let x = MARGIN;
    columns.forEach((c, i) => {
      write(pdf, cells[i] ?? '', x + PAD, y + PAD, { width: c.width - 2 * PAD, align: c.align ?? 'left' });
      x += c.width;
    });
    y += height;
    pdf
      .moveTo(MARGIN, y)
      .lineTo(MARGIN + CONTENT_WIDTH, y)
      .lineWidth(0.5)
      .strokeColor(RULE)
      .stroke();
  }
  return y + 6;
}

/** A run of small paragraphs (notes, how to pay), each kept on one page. */
function drawParagraphs(pdf: Pdf, heading: string, lines: readonly string[], start: number): number {
  let y = ensureSpace(pdf, start, 40);
  pdf.font('Helvetica-Bold').fontSize(10).fillColor(ACCENT);
  write(pdf, heading, MARGIN, y, { width: CONTENT_WIDTH });
  y = pdf.y + 2;
  pdf.font('Helvetica').fontSize(9).fillColor(INK);
  for (const line of lines) {
    y = ensureSpace(pdf, y, pdf.heightOfString(toWinAnsi(line), { width: CONTENT_WIDTH }));
    write(pdf, line, MARGIN, y, { width: CONTENT_WIDTH });
    y = pdf.y + 1;
  }
  return y + 10;
}

const PAYMENT_COLUMNS: Column[] = [
  { header: 'Date', width: 78 },
  { header: 'Type', width: 112 },
  { header: 'Reference', width: CONTENT_WIDTH - 78 - 112 - 100 },
  { header: 'Amount', width: 100, align: 'right' },
];

/** The body: bill-to, lines, payments and write-offs, totals, notes and how to pay. */
function drawBody(pdf: Pdf, d: InvoiceDocument): void {
  let y = drawBillTo(pdf, d, drawHeader(pdf, d));
  const lineColumns: Column[] = [
    { header: d.lines.descriptionHeader, width: CONTENT_WIDTH - 100 },
    { header: d.lines.amountHeader, width: 100, align: 'right' },
  ];
  y = drawTable(
    pdf,
    'Charges',
    lineColumns,
    d.lines.rows.map((r) => [r.description, r.amount]),
    y,
  );
  pdf.font('Helvetica').fontSize(BODY_SIZE).fillColor(MUTED);
  for (const extra of [d.lines.summary, d.lines.note && `Note: ${d.lines.note}`]) {
    if (!extra) continue;
    y = ensureSpace(pdf, y, 14);
    write(pdf, extra, MARGIN, y, { width: CONTENT_WIDTH });
    y = pdf.y + 4;
  }
  const asCells = (p: InvoiceDocument['payments'][number]) => [p.date, p.type, p.reference, p.amount];
  if (d.payments.length) y = drawTable(pdf, 'Payments', PAYMENT_COLUMNS, d.payments.map(asCells), y + 10);
  if (d.writeOffs.length) y = drawTable(pdf, 'Write-Offs', PAYMENT_COLUMNS, d.writeOffs.map(asCells), y + 10);
  // The totals stay together on one page.
  y = ensureSpace(pdf, y + 8, d.totals.length * 18 + 8);
  y = drawRows(pdf, d.totals, y, MARGIN + CONTENT_WIDTH - 250, 250) + 16;
  y = drawParagraphs(pdf, 'Notes', d.notes, y);
  y = drawParagraphs(pdf, 'Payment Information', [...d.paymentInstructions, d.taxId], y);
  drawParagraphs(pdf, 'Questions', [d.contact], y);
}

/** "Page n of m" and the document's name at the foot of every page. */
function drawFooters(pdf: Pdf, d: InvoiceDocument): void {
  const { start, count } = pdf.bufferedPageRange();
  for (let i = start; i < start + count; i++) {
    pdf.switchToPage(i);
    // Writing below the bottom margin would otherwise start yet another page.
    const bottom = pdf.page.margins.bottom;
    pdf.page.margins.bottom = 0;
    pdf
      .moveTo(MARGIN, FOOTER_Y - 6)
      .lineTo(MARGIN + CONTENT_WIDTH, FOOTER_Y - 6)
      .lineWidth(0.5);
    pdf.strokeColor(RULE).stroke();
    pdf.font('Helvetica').fontSize(8).fillColor(MUTED);
    write(pdf, d.documentTitle, MARGIN, FOOTER_Y, { width: CONTENT_WIDTH / 2, lineBreak: false });
    write(pdf, `Page ${i - start + 1} of ${count}`, MARGIN + CONTENT_WIDTH / 2, FOOTER_Y, {
      width: CONTENT_WIDTH / 2,
      align: 'right',
      lineBreak: false,
    });
    pdf.page.margins.bottom = bottom;
  }
}

/** Renders the invoice or receipt to a US Letter PDF; the same document always gives the same bytes. */
export function renderInvoicePdf(
  document: InvoiceDocument,
  options: RenderInvoicePdfOptions = {},
): Promise<Buffer> {
  // A date taken from the document, not the clock: the file id is a hash of the info, so two renders match.
  const issued = new Date(`${document.issuedOn}T12:00:00Z`);
  const pdf = new PDFDocument({
    size: 'LETTER',
    margin: MARGIN,
    bufferPages: true,
    compress: options.compress ?? true,
    lang: 'en-US',
    displayTitle: true,
    info: {
      // Info strings are written as Unicode, so they keep every character.
      Title: document.documentTitle,
      Author: document.programName,
      Subject: document.title,
      Creator: document.programName,
      CreationDate: Number.isNaN(issued.getTime()) ? new Date(0) : issued,
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });
  try {
    drawBody(pdf, document);
    drawFooters(pdf, document);
  } catch (err) {
    pdf.end();
    return Promise.reject(err);
  }
  pdf.end();
  return done;
}
