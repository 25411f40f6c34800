import { TRAINING_MESSAGES as M } from '@exchange/domain';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { PageLoader } from '../../components/page-loader';
import { useProgramTimeZone } from '../../lib/program-name';
import { useRecentUploads } from './training-api';
import { formatFileSize, formatUploadedAt } from './upload-values';

const COLUMNS = ['Uploaded', 'File', 'Size', M.rowsRead, 'Marked trained', 'Not matched', 'Refused', 'By'];

/** The last uploads (training_uploads), newest first: what each did and who sent it. */
export function RecentUploads() {
  const uploads = useRecentUploads();
  const timeZone = useProgramTimeZone();
  const titleId = useId();
  let content: React.ReactNode;
  if (uploads.isPending) content = <PageLoader label="Loading the recent uploads" />;
  else if (uploads.isError) content = <Alert severity="error">{M.historyFailed}</Alert>;
  else if (uploads.data.none) content = <Alert severity="info">{uploads.data.none}</Alert>;
  else
    content = (
      <TableContainer
        component={Paper}
        variant="outlined"
        role="region"
        tabIndex={0}
        aria-labelledby={titleId}
      >
        <Table size="small" aria-labelledby={titleId} sx={{ minWidth: 760 }}>
          <TableHead>
            <TableRow>
              {COLUMNS.map((c) => (
                <TableCell key={c}>{c}</TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {uploads.data.rows.map((u) => (
              <TableRow key={u.id}>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  {formatUploadedAt(u.uploadedAt, timeZone)}
                </TableCell>
                <TableCell sx={{ minWidth: 180, overflowWrap: 'anywhere' }}>{u.fileName}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatFileSize(u.fileSize)}</TableCell>
                <TableCell>{u.rowCount}</TableCell>
                <TableCell>{u.matchedCount}</TableCell>
                <TableCell>{u.unmatchedCount}</TableCell>
                <TableCell>{u.refusedCount}</TableCell>
                <TableCell>{u.uploadedBy ?? ''}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    );
  return (
    <Box sx={{ mt: 5 }}>
      <Typography id={titleId} variant="h2" sx={{ fontSize: '1.3rem', mb: 2 }}>
        {M.historyTitle}
      </Typography>
      {content}
    </Box>
  );
}
