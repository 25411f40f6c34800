import {
  HOME_ACTION_KINDS,
  HOME_ACTION_LABELS,
  type HomeActionKind,
  type HomeActionLine,
  type HomeActions,
  isTeUser,
  HOME_MESSAGES as M,
} from '@exchange/domain';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { useSignedInUser } from '../../lib/auth-context';
import { useSchool } from '../../lib/school-context';
import { homeActionLink, waitingLongLink } from './home-action-links';
import { useHomeActions } from './home-api';

const count = (n: number) => n.toLocaleString('en-US');

function CountLink({ to, n, label }: { to: string | null; n: number; label: string }) {
  if (!to || n === 0) return <>{count(n)}</>;
  return (
    <Link component={RouterLink} to={to} aria-label={label}>
      {count(n)}
    </Link>
  );
}

/** One scope's cell of a line: the count linked to its list, and for imports those waiting long. */
function LineCell({ actions, line, scope }: { actions: HomeActions; line: HomeActionLine; scope: string }) {
  const what = HOME_ACTION_LABELS[line.kind].toLowerCase();
  const waiting: ReactNode =
    line.waitingLong !== null && line.waitingLong > 0 ? (
      <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
        <CountLink
          to={waitingLongLink(actions)}
          n={line.waitingLong}
          label={`${count(line.waitingLong)} ${what} more than 14 days, ${scope}`}
        />{' '}
        more than 14 days
      </Typography>
    ) : null;
  return (
    <TableCell align="right">
      <CountLink
        to={homeActionLink(actions, line)}
        n={line.count}
        label={`${count(line.count)} ${what}, ${scope}`}
      />
      {waiting}
    </TableCell>
  );
}

interface Column {
  heading: string;
  actions: HomeActions;
}

/**
 * "Needs your action" (issue 24): one line per kind the user's roles see, with the selected school's
 * count and, for TE users, every school's; each count opens its list with the same filter.
 */
export function HomeActionsPanel() {
  const user = useSignedInUser();
  const { selectedSchool, loading } = useSchool();
  const te = isTeUser(user);
  const schoolId = selectedSchool?.id ?? null;
  const atSchool = useHomeActions(schoolId, schoolId !== null);
  const everywhere = useHomeActions(null, te);
  const queries = te ? [atSchool, everywhere] : [atSchool];
  const columns: Column[] = [];
  if (schoolId !== null && atSchool.data)
    columns.push({ heading: selectedSchool!.schoolName, actions: atSchool.data });
  if (te && everywhere.data) columns.push({ heading: 'All Schools', actions: everywhere.data });
  const kinds = HOME_ACTION_KINDS.filter((kind) =>
    columns.some((c) => c.actions.lines.some((l) => l.kind === kind)),
  );
  const failed = queries.some((q) => q.isError);
  const pending = loading || queries.some((q) => q.isLoading);

  return (
    <Box component="section" aria-labelledby="home-actions-title" sx={{ mt: 3 }}>
      <Typography id="home-actions-title" variant="h2" sx={{ fontSize: '1.4rem', mb: 1 }}>
        {M.actionsTitle}
      </Typography>
      {failed ? (
        <Alert severity="error">{M.actionsFailed}</Alert>
      ) : pending ? (
        <CircularProgress size={28} aria-label="Loading the action counts" />
      ) : kinds.length === 0 ? (
        <Typography color="text.secondary">{M.noActionKinds}</Typography>
      ) : (
        <Table size="small" aria-labelledby="home-actions-title" sx={{ maxWidth: 720 }}>
          <TableHead>
            <TableRow>
              <TableCell>What</TableCell>
              {columns.map((c) => (
                <TableCell key={c.heading} align="right">
                  {c.heading}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {kinds.map((kind: HomeActionKind) => (
              <TableRow key={kind}>
                <TableCell component="th" scope="row">
                  {HOME_ACTION_LABELS[kind]}
                </TableCell>
                {columns.map((c) => {
                  const line = c.actions.lines.find((l) => l.kind === kind);
                  return line ? (
                    <LineCell key={c.heading} actions={c.actions} line={line} scope={`at ${c.heading}`} />
                  ) : (
                    <TableCell key={c.heading} />
                  );
                })}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Box>
  );
}
