import {
  formatUsd,
  GENERATE_MESSAGES,
  type MembershipDuesPreview,
  type ParticipationPreview,
} from '@exchange/domain';
import Alert from '@mui/material/Alert';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { ReactNode } from 'react';

/** The preview's total: what generating bills in all. */
export function previewTotalCents(preview: { invoices: readonly { amount: number }[] }): number {
  return preview.invoices.reduce((sum, i) => sum + i.amount, 0);
}

/** A preview's table: a header, a row per invoice, and the total row. */
function PreviewTable(props: { label: string; head: ReactNode; rows: ReactNode; total: ReactNode }) {
  return (
    // It scrolls, so keyboard users can focus it and scroll with the arrow keys.
    <TableContainer sx={{ mt: 2, maxHeight: 420 }} tabIndex={0} role="region" aria-label={props.label}>
      <Table size="small" stickyHeader aria-label={props.label}>
        <TableHead>
          <TableRow>{props.head}</TableRow>
        </TableHead>
        <TableBody>
          {props.rows}
          {props.total}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

const bold = { fontWeight: 600 };

/** The participation invoices generating would create, or why there are none (issue 22). */
export function ParticipationPreviewBody({
  preview,
  created,
}: {
  preview: ParticipationPreview;
  created: boolean;
}) {
  const { invoices } = preview;
  return (
    <>
      {invoices.length === 0 && !created && (
        <Alert severity="info" sx={{ mt: 2 }}>
          {GENERATE_MESSAGES.nothingToGenerate}
        </Alert>
      )}
      {preview.billedByHand.length > 0 && (
        <Alert severity="warning" sx={{ mt: 2 }}>
          {GENERATE_MESSAGES.billedByHand(preview.billedByHand.map((b) => b.schoolName).join(', '))}
        </Alert>
      )}
      {invoices.length > 0 && (
        <PreviewTable
          label={`Participation invoices of ${preview.aidYearName}`}
          head={
            <>
              <TableCell>School</TableCell>
              <TableCell>Exchange Program</TableCell>
              <TableCell align="right">Students</TableCell>
              <TableCell align="right">Amount</TableCell>
            </>
          }
          rows={invoices.map((i) => (
            <TableRow key={`${i.schoolID}-${i.participationTypeId}`}>
              <TableCell>{i.schoolName}</TableCell>
              <TableCell>{i.participationName}</TableCell>
              <TableCell align="right">{i.studentCount}</TableCell>
              <TableCell align="right">{formatUsd(i.amount)}</TableCell>
            </TableRow>
          ))}
          total={
            <TableRow>
              <TableCell colSpan={3} sx={bold}>
                {invoices.length} invoices at {formatUsd(preview.feePerStudent)} per student
              </TableCell>
              <TableCell align="right" sx={bold}>
                {formatUsd(previewTotalCents(preview))}
              </TableCell>
            </TableRow>
          }
        />
      )}
    </>
  );
}

/** The membership dues invoices generating would create: one per member school (open-points 33). */
export function MembershipDuesPreviewBody({
  preview,
  created,
}: {
  preview: MembershipDuesPreview;
  created: boolean;
}) {
  const { invoices } = preview;
  if (invoices.length === 0) {
    return created ? null : (
      <Alert severity="info" sx={{ mt: 2 }}>
        {GENERATE_MESSAGES.duesNothingToGenerate}
      </Alert>
    );
  }
  return (
    <PreviewTable
      label={`Membership dues invoices of ${preview.aidYearName}`}
      head={
        <>
          <TableCell>School</TableCell>
          <TableCell align="right">Amount</TableCell>
        </>
      }
      rows={invoices.map((i) => (
        <TableRow key={i.schoolID}>
          <TableCell>{i.schoolName}</TableCell>
          <TableCell align="right">{formatUsd(i.amount)}</TableCell>
        </TableRow>
      ))}
      total={
        <TableRow>
          <TableCell sx={bold}>
            {invoices.length} member schools at {formatUsd(preview.duesAmount)} each, due July 31
          </TableCell>
          <TableCell align="right" sx={bold}>
            {formatUsd(previewTotalCents(preview))}
          </TableCell>
        </TableRow>
      }
    />
  );
}
