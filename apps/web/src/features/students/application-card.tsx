import {
  canUpdateApplication,
  formatUsDate,
  isLiveApplication,
  type StudentApplicationView,
} from '@exchange/domain';
import ExpandMore from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionActions from '@mui/material/AccordionActions';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useNavigate } from 'react-router';
import {
  closeReasonLine,
  exportSchoolRow,
  importSchoolRows,
  type SchoolStatusRow,
} from './application-card-display';

/** One school table: School, City, State and the status column; cells wrap on narrow screens. */
function SchoolTable({
  caption,
  statusHeader,
  rows,
}: {
  caption: string;
  statusHeader: string;
  rows: SchoolStatusRow[];
}) {
  return (
    <TableContainer sx={{ mt: 2 }}>
      <Table size="small" sx={{ '& th, & td': { px: { xs: 1, sm: 2 }, verticalAlign: 'top' } }}>
        <caption style={{ captionSide: 'top', padding: '0 0 4px', textAlign: 'left', fontWeight: 600 }}>
          {caption}
        </caption>
        <TableHead>
          <TableRow>
            <TableCell scope="col">School</TableCell>
            <TableCell scope="col">City</TableCell>
            <TableCell scope="col">State</TableCell>
            <TableCell scope="col">{statusHeader}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((r) => (
            <TableRow key={r.key}>
              <TableCell component="th" scope="row">
                {r.school}
              </TableCell>
              <TableCell>{r.city}</TableCell>
              <TableCell>{r.state}</TableCell>
              <TableCell>{r.status}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** A label and its value in the application summary. */
function Fact({ label, value }: { label: string; value: string }) {
  return (
    <Box>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, fontWeight: 500 }}>
        {value}
      </Typography>
    </Box>
  );
}

/**
 * One application on Application Status (1-core §2): collapsible, open unless CLOSED, with aid year,
 * submission date, status, the export-school and import-school tables (denials with their reasons) and,
 * for OPEN and TRANSFER applications, Update Application. A closed application says why under its title,
 * visible while collapsed (open-points 43).
 */
export function ApplicationCard({ application: a }: { application: StudentApplicationView }) {
  const navigate = useNavigate();
  const headingId = `application-${a.id}-heading`;
  const closedBecause = closeReasonLine(a);
  return (
    <Accordion
      defaultExpanded={isLiveApplication(a)}
      disableGutters
      variant="outlined"
      slotProps={{ heading: { component: 'h2' } }}
      sx={{ mt: 2 }}
    >
      <AccordionSummary
        expandIcon={<ExpandMore />}
        id={headingId}
        aria-controls={`application-${a.id}-details`}
        slotProps={{ content: { sx: { flexWrap: 'wrap', alignItems: 'center', gap: 1 } } }}
      >
        <Typography component="span" sx={{ fontWeight: 600, fontSize: '1.1rem' }}>
          {a.aidyearName} Application
        </Typography>
        <Chip
          size="small"
          label={a.applicationStatus}
          color={isLiveApplication(a) ? 'primary' : 'default'}
          variant={isLiveApplication(a) ? 'filled' : 'outlined'}
        />
        {closedBecause && (
          <Typography component="span" variant="body2" color="text.secondary" sx={{ flexBasis: '100%' }}>
            {closedBecause}
          </Typography>
        )}
      </AccordionSummary>
      <AccordionDetails id={`application-${a.id}-details`} sx={{ px: { xs: 1.5, sm: 2 } }}>
        <Box
          component="dl"
          sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '2fr 1fr 1fr' }, gap: 2, m: 0 }}
        >
          <Fact label="Aid Year" value={a.aidyearLabel} />
          <Fact label="Submission Date" value={formatUsDate(a.creationDate)} />
          <Fact label="Status" value={a.applicationStatus} />
        </Box>
        <SchoolTable
          caption="Export School (Employer)"
          statusHeader="Export Status"
          rows={[exportSchoolRow(a)]}
        />
        <SchoolTable
          caption="Import Schools (Schools to Attend)"
          statusHeader="Import Status"
          rows={importSchoolRows(a)}
        />
      </AccordionDetails>
      {canUpdateApplication(a) && (
        <AccordionActions sx={{ px: 2, pb: 2 }}>
          <Button
            variant="contained"
            onClick={() => navigate('/updateapplication', { state: a.id })}
            aria-describedby={headingId}
          >
            Update Application
          </Button>
        </AccordionActions>
      )}
    </Accordion>
  );
}
