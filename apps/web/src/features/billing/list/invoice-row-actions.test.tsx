import { type InvoiceRow, BILLING_MESSAGES as M } from '@exchange/domain';
import type { GridRenderCellParams } from '@mui/x-data-grid';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { buildRowActionsColumn } from '../../../components/grid-page/row-actions-column';
import { invoiceRowFixture } from '../../../test/invoice-fixture';
import { invoiceRowActions, PaymentActionButton } from './invoice-row-actions';

const READ_ONLY = { addPayment: 'hidden', payNow: 'hidden', refund: 'hidden' } as const;
const TE = { addPayment: 'enabled', payNow: 'hidden', refund: 'hidden' } as const;
const TELO = { addPayment: 'hidden', payNow: 'enabled', refund: 'hidden' } as const;

/** The Invoices grid's actions cell of `row`, as the grid renders it for the rows it lists. */
function renderActionsCell(row: InvoiceRow, rows: InvoiceRow[] = [row]): string {
  const column = buildRowActionsColumn(invoiceRowActions(rows));
  const params = { row, hasFocus: false, tabIndex: -1 } as GridRenderCellParams<InvoiceRow>;
  return renderToStaticMarkup(column.renderCell?.(params));
}

const buttons = (html: string) => [...html.matchAll(/<button[^>]*>/g)].map((m) => m[0]);

describe('Invoices grid row actions', () => {
  it('are left out for a read-only user: no Add Payment, no Pay Now, no Actions column', () => {
    const row = invoiceRowFixture({ actions: READ_ONLY });
    expect(invoiceRowActions([row])).toHaveLength(0);
    expect(buttons(renderActionsCell(row))).toEqual([]);
  });

  it('give a TE user Add Payment, enabled while something is due', () => {
    const html = renderActionsCell(invoiceRowFixture({ actions: TE }));
    const [button, ...others] = buttons(html);
    expect(others).toEqual([]);
    expect(button).toContain('aria-label="Add Payment for invoice 2026-000123"');
    expect(button).not.toContain('disabled');
    expect(html).not.toContain('Pay Now');
  });

  it('give a school user Pay Now, enabled while something is due', () => {
    const html = renderActionsCell(invoiceRowFixture({ actions: TELO }));
    expect(buttons(html)).toHaveLength(1);
    expect(html).toContain('aria-label="Pay Now for invoice 2026-000123"');
    expect(html).not.toContain('Add Payment');
  });

  it('are disabled as the server answers them when nothing is due (3-billing §2), saying why', () => {
    const paid = {
      invoiceAmountDue: 0,
      invoiceAmountPaid: 123_450,
      paymentDate: '2026-09-01',
      status: 'Paid' as const,
    };
    const teOnPaid = { ...TE, addPayment: 'disabled' } as const;
    const teloOnPaid = { ...TELO, payNow: 'disabled' } as const;
    for (const actions of [teOnPaid, teloOnPaid]) {
      const html = renderActionsCell(invoiceRowFixture({ ...paid, actions }));
      const [button] = buttons(html);
      expect(button).toMatch(/disabled=""/);
      expect(html).toContain('title="Nothing is due on this invoice."');
    }
  });

  it('say why a disabled Record Refund cannot be used: nothing received is left (open-points 21)', () => {
    const html = renderToStaticMarkup(
      <PaymentActionButton
        text="Record Refund"
        invoiceNumber="2026-000123"
        disabled
        disabledReason={M.nothingRefundable}
        onPress={() => {}}
      />,
    );
    expect(buttons(html)[0]).toMatch(/disabled=""/);
    expect(html).toContain(`title="${M.nothingRefundable}"`);
    expect(html).not.toContain(M.nothingDue);
  });

  it("show a row's own actions only: a read-only row among actionable ones has none", () => {
    const own = invoiceRowFixture({ id: 1, actions: TELO });
    const other = invoiceRowFixture({ id: 2, schoolID: 9, actions: READ_ONLY });
    expect(buttons(renderActionsCell(other, [own, other]))).toEqual([]);
    expect(buttons(renderActionsCell(own, [own, other]))).toHaveLength(1);
  });
});
