import { TRAINING_MESSAGES as M, type TrainingUploadSummary } from '@exchange/domain';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useId } from 'react';

interface SummaryRow {
  row: number;
  email: string | null;
  detail: string;
}

/** One list of the summary: a heading and its rows (row, email, name or reason), scrollable when long. */
function SummaryList({ title, detail, rows }: { title: string; detail: string; rows: SummaryRow[] }) {
  const titleId = useId();
  if (rows.length === 0) return null;
  return (
    <Box sx={{ mt: 3 }}>
      <Typography id={titleId} variant="h3" sx={{ fontSize: '1.1rem', mb: 1 }}>
        {title} ({rows.length.toLocaleString('en-US')})
      </Typography>
      <TableContainer
        component={Paper}
        variant="outlined"
        role="region"
        tabIndex={0}
        aria-labelledby={titleId}
        sx={{ maxHeight: 360 }}
      >
        <Table size="small" stickyHeader aria-labelledby={titleId}>
          <TableHead>
            <TableRow>
              <TableCell sx={{ width: 64 }}>Row</TableCell>
              <TableCell>Email</TableCell>
              <TableCell>{detail}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((r) => (
              <TableRow key={r.row}>
                <TableCell>{r.row}</TableCell>
                <TableCell sx={{ overflowWrap: 'anywhere' }}>{r.email ?? ''}</TableCell>
                <TableCell>{r.detail}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Box>
  );
}

/** What the last upload did (open-points 34): the four counts, then each row by what became of it. */
export function UploadSummary({ summary }: { summary: TrainingUploadSummary }) {
  const titleId = useId();
  const counts = [
    [M.rowsRead, summary.rowsRead],
    [M.markedTrained, summary.matchedCount],
    [M.notMatched, summary.unmatchedCount],
    [M.refused, summary.refusedCount],
  ] as const;
  return (
    <Box component="section" aria-labelledby={titleId} sx={{ mt: 4 }}>
      <Typography id={titleId} variant="h2" sx={{ fontSize: '1.3rem', mb: 2, wordBreak: 'break-word' }}>
        {M.summaryTitle(summary.fileName)}
      </Typography>
      <Stack component="dl" direction="row" sx={{ flexWrap: 'wrap', gap: 2, m: 0 }}>
        {counts.map(([label, value]) => (
          <Paper key={label} variant="outlined" sx={{ px: 2, py: 1.5, minWidth: 150, flex: '1 1 150px' }}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {label}
            </Typography>
            <Typography component="dd" sx={{ m: 0, fontSize: '1.6rem', fontWeight: 500 }}>
              {value.toLocaleString('en-US')}
            </Typography>
          </Paper>
        ))}
      </Stack>
      <SummaryList
        title={M.markedTrained}
        detail="Name"
        rows={summary.marked.map((r) => ({ row: r.row, email: r.email, detail: r.name }))}
      />
      <SummaryList
        title={M.notMatched}
        detail="Reason"
        rows={summary.notMatched.map((r) => ({ row: r.row, email: r.email, detail: r.reason }))}
      />
      <SummaryList
        title={M.refused}
        detail="Reason"
        rows={summary.refused.map((r) => ({ row: r.row, email: r.email, detail: r.reason }))}
      />
    </Box>
  );
}
