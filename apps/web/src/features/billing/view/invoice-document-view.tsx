import type { InvoiceDocument, InvoiceDocumentPayment, InvoiceDocumentRow } from '@exchange/domain';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId } from 'react';
import { visuallyHidden } from '../../../components/visually-hidden';

const amountCell = { whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' } as const;
const sectionHeading = { fontSize: '1.05rem', color: 'primary.main', mt: 3, mb: 1 } as const;

/** Lines of text, one under the other (an address block). */
function Lines({ lines, strongFirst = false }: { lines: readonly string[]; strongFirst?: boolean }) {
  return (
    <>
      {lines.map((line, i) => (
        <Typography
          // biome-ignore lint/suspicious/noArrayIndexKey: fixed text in a fixed order, and a line may repeat
          key={i}
          variant="body2"
          sx={{ fontWeight: strongFirst && i === 0 ? 600 : undefined, overflowWrap: 'anywhere' }}
        >
          {line}
        </Typography>
      ))}
    </>
  );
}

/**
 * A table that scrolls sideways inside its own box on narrow screens. The box is focusable and named
 * by the table's caption, so keyboard users can scroll it too (WCAG 2.1.1).
 */
function ScrollTable({
  caption,
  minWidth,
  children,
}: {
  caption: string;
  minWidth: number;
  children: ReactNode;
}) {
  const captionId = useId();
  return (
    <TableContainer
      tabIndex={0}
      role="region"
      aria-labelledby={captionId}
      sx={{ overflowX: 'auto', border: 1, borderColor: 'divider', borderRadius: 1 }}
    >
      <Table size="small" sx={{ minWidth, '& th, & td': { verticalAlign: 'top' } }}>
        <caption id={captionId} style={visuallyHidden}>
          {caption}
        </caption>
        {children}
      </Table>
    </TableContainer>
  );
}

const headRow = { '& th': { bgcolor: 'action.hover', fontWeight: 600, color: 'primary.main' } } as const;

/** Payments or write-offs of a receipt, with their dates, types and references. */
function PaymentTable({ caption, rows }: { caption: string; rows: readonly InvoiceDocumentPayment[] }) {
  return (
    <ScrollTable caption={caption} minWidth={480}>
      <TableHead>
        <TableRow sx={headRow}>
          <TableCell scope="col" sx={{ width: '18%' }}>
            Date
          </TableCell>
          <TableCell scope="col" sx={{ width: '22%' }}>
            Type
          </TableCell>
          <TableCell scope="col">Reference</TableCell>
          <TableCell scope="col" align="right" sx={{ width: '18%' }}>
            Amount
          </TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((p, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the rows carry no id and never reorder
          <TableRow key={i}>
            <TableCell component="th" scope="row" sx={{ whiteSpace: 'nowrap', fontWeight: 400 }}>
              {p.date}
            </TableCell>
            <TableCell>{p.type}</TableCell>
            <TableCell sx={{ overflowWrap: 'anywhere' }}>{p.reference}</TableCell>
            <TableCell align="right" sx={amountCell}>
              {p.amount}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </ScrollTable>
  );
}

/** Total, amount paid, date paid, balance due: a two-column table aligned right. */
function TotalsTable({ rows }: { rows: readonly InvoiceDocumentRow[] }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 2 }}>
      <Table size="small" sx={{ width: 'auto', minWidth: { xs: '100%', sm: 320 } }}>
        <caption style={visuallyHidden}>Totals</caption>
        <TableBody>
          {rows.map((r) => (
            <TableRow
              key={r.label}
              sx={r.strong ? { '& th, & td': { borderTop: 2, borderColor: 'primary.main' } } : {}}
            >
              <TableCell
                component="th"
                scope="row"
                align="right"
                sx={{
                  border: 0,
                  color: r.strong ? 'text.primary' : 'text.secondary',
                  fontWeight: r.strong ? 700 : 400,
                }}
              >
                {r.label}
              </TableCell>
              <TableCell
                align="right"
                sx={{
                  ...amountCell,
                  border: 0,
                  fontWeight: r.strong ? 700 : 400,
                  fontSize: r.strong ? '1.05rem' : undefined,
                }}
              >
                {r.value}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}

/**
 * The invoice or receipt on screen (3-billing §2): the domain's document model, the same one the PDF is
 * drawn from, laid out like the printed page. The page around it holds the h1; the document starts at h2.
 */
export function InvoiceDocumentView({ document: d }: { document: InvoiceDocument }) {
  const titleId = useId();
  return (
    <Paper
      component="article"
      aria-labelledby={titleId}
      variant="outlined"
      sx={{ p: { xs: 2, sm: 4, md: 6 }, maxWidth: 900, '@media print': { border: 0, p: 0 } }}
    >
      <Box
        component="header"
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', sm: 'minmax(0, 1fr) minmax(0, 1fr)' },
        }}
      >
        <Box>
          <Typography sx={{ fontWeight: 700, fontSize: '1.1rem', color: 'primary.main' }}>
            {d.header.name}
          </Typography>
          <Box sx={{ color: 'text.secondary' }}>
            <Lines lines={d.header.lines} />
          </Box>
        </Box>
        <Box sx={{ textAlign: { xs: 'left', sm: 'right' } }}>
          <Typography
            id={titleId}
            variant="h2"
            sx={{
              color: 'primary.main',
              textTransform: 'uppercase',
              letterSpacing: '0.06em',
              fontSize: '1.9rem',
            }}
          >
            {d.heading}
            <Box
              component="span"
              sx={{
                display: 'block',
                fontSize: '1rem',
                fontWeight: 400,
                letterSpacing: 0,
                textTransform: 'none',
                color: 'text.primary',
                mb: 1,
              }}
            >
              {d.title}
            </Box>
          </Typography>
          <Box
            component="dl"
            sx={{
              display: 'grid',
              gridTemplateColumns: 'auto auto',
              justifyContent: { sm: 'end' },
              columnGap: 2,
              m: 0,
            }}
          >
            {d.facts.map((f) => (
              <Box key={f.label} sx={{ display: 'contents' }}>
                <Typography component="dt" variant="body2" color="text.secondary">
                  {f.label}
                </Typography>
                <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 500 }}>
                  {f.value}
                </Typography>
              </Box>
            ))}
          </Box>
        </Box>
      </Box>

      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          gap: 2,
          justifyContent: 'space-between',
          alignItems: 'flex-start',
          mt: 4,
        }}
      >
        <Box component="section" aria-labelledby={`${titleId}-billto`}>
          <Typography id={`${titleId}-billto`} variant="h3" sx={{ ...sectionHeading, mt: 0 }}>
            Bill To
          </Typography>
          <Lines lines={d.billTo.contactLines} strongFirst />
          <Box sx={{ mt: 1 }}>
            <Lines lines={d.billTo.addressLines} />
          </Box>
        </Box>
        {d.paidStamp && (
          <Typography
            sx={{
              border: 2,
              borderColor: 'success.main',
              color: 'success.main',
              borderRadius: 1,
              px: 2,
              py: 1,
              fontWeight: 700,
              fontSize: '1.1rem',
            }}
          >
            {d.paidStamp}
          </Typography>
        )}
      </Box>

      <Typography variant="h3" sx={sectionHeading}>
        Charges
      </Typography>
      <ScrollTable caption={d.lines.caption} minWidth={320}>
        <TableHead>
          <TableRow sx={headRow}>
            <TableCell scope="col">{d.lines.descriptionHeader}</TableCell>
            <TableCell scope="col" align="right">
              {d.lines.amountHeader}
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {d.lines.rows.map((r, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: two students may share a name and school
            <TableRow key={i}>
              <TableCell component="th" scope="row" sx={{ fontWeight: 400, overflowWrap: 'anywhere' }}>
                {r.description}
              </TableCell>
              <TableCell align="right" sx={amountCell}>
                {r.amount}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
        {d.lines.summary && (
          <TableFooter>
            <TableRow>
              <TableCell colSpan={2} sx={{ color: 'text.secondary', fontSize: '0.875rem' }}>
                {d.lines.summary}
              </TableCell>
            </TableRow>
          </TableFooter>
        )}
      </ScrollTable>
      {d.lines.note && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          Note: {d.lines.note}
        </Typography>
      )}

      {d.payments.length > 0 && (
        <>
          <Typography variant="h3" sx={sectionHeading}>
            Payments
          </Typography>
          <PaymentTable caption="Payments received" rows={d.payments} />
        </>
      )}
      {d.writeOffs.length > 0 && (
        <>
          <Typography variant="h3" sx={sectionHeading}>
            Write-Offs
          </Typography>
          <PaymentTable caption="Amounts written off" rows={d.writeOffs} />
        </>
      )}

      <TotalsTable rows={d.totals} />

      <Box component="footer" sx={{ mt: 3, borderTop: 1, borderColor: 'divider' }}>
        <Typography variant="h3" sx={sectionHeading}>
          Notes
        </Typography>
        {d.notes.map((n) => (
          <Typography key={n} variant="body2" sx={{ mb: 0.5 }}>
            {n}
          </Typography>
        ))}
        <Typography variant="h3" sx={sectionHeading}>
          Payment Information
        </Typography>
        <Lines lines={d.paymentInstructions} />
        <Typography variant="body2" sx={{ mt: 1 }}>
          {d.taxId}
        </Typography>
        <Typography variant="h3" sx={sectionHeading}>
          Questions
        </Typography>
        <Typography variant="body2">{d.contact}</Typography>
      </Box>
    </Paper>
  );
}
