import { formatUsd, GENERATE_MESSAGES, type ParticipationPreview } from '@exchange/domain';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import { useId, useState } from 'react';
import { PageLoader } from '../../../components/page-loader';
import { useBillingAidYears } from '../api/billing-lookups';
import { useGenerateParticipationInvoices } from '../api/billing-saves';
import { useParticipationPreview } from '../api/invoice-queries';

/** The preview's total: what generating bills in all. */
export function previewTotalCents(preview: Pick<ParticipationPreview, 'invoices'>): number {
  return preview.invoices.reduce((sum, i) => sum + i.amount, 0);
}

/**
 * Generate Participation Invoices (TE Admin; issue 22): pick an aid year, see the invoices generating
 * would create (school, program, students, amount), then create them; a second run creates none.
 */
export function GenerateInvoicesDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const titleId = useId();
  const years = useBillingAidYears();
  const [aidYearId, setAidYearId] = useState<number | null>(null);
  const preview = useParticipationPreview(open ? aidYearId : null);
  const [created, setCreated] = useState<number | null>(null);
  const generate = useGenerateParticipationInvoices({ onSuccess: (result) => setCreated(result.created) });
  const invoices = preview.data?.invoices ?? [];
  const busy = generate.isPending;
  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onClose}
      aria-labelledby={titleId}
      maxWidth="md"
      fullWidth
    >
      <DialogTitle id={titleId}>{GENERATE_MESSAGES.button}</DialogTitle>
      <DialogContent>
        <TextField
          select
          label="Aid Year"
          value={aidYearId ?? ''}
          onChange={(event) => {
            setAidYearId(Number(event.target.value));
            setCreated(null);
          }}
          margin="dense"
          sx={{ minWidth: 220 }}
        >
          {(years.data ?? []).map((y) => (
            <MenuItem key={y.id} value={y.id}>
              {y.aidyear}
            </MenuItem>
          ))}
        </TextField>
        {created !== null && (
          <Alert severity="success" sx={{ mt: 2 }}>
            {GENERATE_MESSAGES.created(created)}
          </Alert>
        )}
        {aidYearId !== null && preview.isPending && <PageLoader label="Loading the invoices to generate" />}
        {preview.data && invoices.length === 0 && created === null && (
          <Alert severity="info" sx={{ mt: 2 }}>
            {GENERATE_MESSAGES.nothingToGenerate}
          </Alert>
        )}
        {preview.data && preview.data.billedByHand.length > 0 && (
          <Alert severity="warning" sx={{ mt: 2 }}>
            {GENERATE_MESSAGES.billedByHand(preview.data.billedByHand.map((b) => b.schoolName).join(', '))}
          </Alert>
        )}
        {preview.data && invoices.length > 0 && (
          <TableContainer sx={{ mt: 2, maxHeight: 420 }}>
            <Table
              size="small"
              stickyHeader
              aria-label={`Participation invoices of ${preview.data.aidYearName}`}
            >
              <TableHead>
                <TableRow>
                  <TableCell>School</TableCell>
                  <TableCell>Exchange Program</TableCell>
                  <TableCell align="right">Students</TableCell>
                  <TableCell align="right">Amount</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {invoices.map((i) => (
                  <TableRow key={`${i.schoolID}-${i.participationTypeId}`}>
                    <TableCell>{i.schoolName}</TableCell>
                    <TableCell>{i.participationName}</TableCell>
                    <TableCell align="right">{i.studentCount}</TableCell>
                    <TableCell align="right">{formatUsd(i.amount)}</TableCell>
                  </TableRow>
                ))}
                <TableRow>
                  <TableCell colSpan={3} sx={{ fontWeight: 600 }}>
                    {invoices.length} invoices at {formatUsd(preview.data.feePerStudent)} per student
                  </TableCell>
                  <TableCell align="right" sx={{ fontWeight: 600 }}>
                    {formatUsd(previewTotalCents(preview.data))}
                  </TableCell>
                </TableRow>
              </TableBody>
            </Table>
          </TableContainer>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} disabled={busy}>
          Close
        </Button>
        <Button
          variant="contained"
          disabled={busy || aidYearId === null || invoices.length === 0}
          onClick={() => aidYearId !== null && generate.submit(aidYearId)}
        >
          {busy ? 'Generating...' : 'Generate'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
