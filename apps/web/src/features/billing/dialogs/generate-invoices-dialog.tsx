import { FEE_TYPE, FEE_TYPES, GENERATE_MESSAGES } from '@exchange/domain';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useId, useState } from 'react';
import { PageLoader } from '../../../components/page-loader';
import { useBillingAidYears } from '../api/billing-lookups';
import { useGenerateMembershipDuesInvoices, useGenerateParticipationInvoices } from '../api/billing-saves';
import { useMembershipDuesPreview, useParticipationPreview } from '../api/invoice-queries';
import { MembershipDuesPreviewBody, ParticipationPreviewBody } from './generate-invoices-previews';

/** The invoices the dialog generates, by fee type: participation fees (issue 22) or membership dues. */
const KINDS = [FEE_TYPE.PARTICIPATION_FEES, FEE_TYPE.MEMBERSHIP_DUES] as const;
type Kind = (typeof KINDS)[number];
const kindName = (kind: Kind) => FEE_TYPES.find((t) => t.id === kind)?.feeType ?? '';

/**
 * Generate Invoices (TE Admin; issue 22, open-points 33): pick the invoices (Participation Fees or
 * Membership Dues) and an aid year, see what generating would create, then create it; a second run
 * creates none. Participation fees bill each enrolled student at the participation fee setting;
 * membership dues bill each member school without dues for the year at the membership dues setting.
 */
export function GenerateInvoicesDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const titleId = useId();
  const years = useBillingAidYears();
  const [kind, setKind] = useState<Kind>(FEE_TYPE.PARTICIPATION_FEES);
  const [aidYearId, setAidYearId] = useState<number | null>(null);
  const [created, setCreated] = useState<number | null>(null);
  const dues = kind === FEE_TYPE.MEMBERSHIP_DUES;
  const participation = useParticipationPreview(open && !dues ? aidYearId : null);
  const duesPreview = useMembershipDuesPreview(open && dues ? aidYearId : null);
  const onSuccess = (result: { created: number }) => setCreated(result.created);
  const generateParticipation = useGenerateParticipationInvoices({ onSuccess });
  const generateDues = useGenerateMembershipDuesInvoices({ onSuccess });
  const generate = dues ? generateDues : generateParticipation;
  const preview = dues ? duesPreview : participation;
  const toCreate = preview.data?.invoices.length ?? 0;
  const busy = generate.isPending;
  // Opened again, the dialog shows what is left to generate, not the last run's result.
  const close = () => {
    setCreated(null);
    onClose();
  };
  return (
    <Dialog open={open} onClose={busy ? undefined : close} aria-labelledby={titleId} maxWidth="md" fullWidth>
      <DialogTitle id={titleId}>{GENERATE_MESSAGES.button}</DialogTitle>
      <DialogContent>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2 }}>
          <TextField
            select
            label={GENERATE_MESSAGES.kindLabel}
            value={kind}
            onChange={(event) => {
              setKind(Number(event.target.value) as Kind);
              setCreated(null);
            }}
            margin="dense"
            disabled={busy}
            sx={{ minWidth: 220 }}
          >
            {KINDS.map((k) => (
              <MenuItem key={k} value={k}>
                {kindName(k)}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            label="Aid Year"
            value={aidYearId ?? ''}
            onChange={(event) => {
              setAidYearId(Number(event.target.value));
              setCreated(null);
            }}
            margin="dense"
            disabled={busy}
            sx={{ minWidth: 220 }}
          >
            {(years.data ?? []).map((y) => (
              <MenuItem key={y.id} value={y.id}>
                {y.aidyear}
              </MenuItem>
            ))}
          </TextField>
        </Box>
        {created !== null && (
          <Alert severity="success" sx={{ mt: 2 }}>
            {dues ? GENERATE_MESSAGES.duesCreated(created) : GENERATE_MESSAGES.created(created)}
          </Alert>
        )}
        {aidYearId !== null && preview.isPending && <PageLoader label="Loading the invoices to generate" />}
        {!dues && participation.data && (
          <ParticipationPreviewBody preview={participation.data} created={created !== null} />
        )}
        {dues && duesPreview.data && (
          <MembershipDuesPreviewBody preview={duesPreview.data} created={created !== null} />
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={close} disabled={busy}>
          Close
        </Button>
        <Button
          variant="contained"
          disabled={busy || aidYearId === null || toCreate === 0}
          onClick={() => aidYearId !== null && generate.submit(aidYearId)}
        >
          {busy ? 'Generating...' : 'Generate'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
