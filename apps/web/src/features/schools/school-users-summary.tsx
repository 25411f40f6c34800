import { isStaffPathAllowed } from '@exchange/domain';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { FormSection } from '../../components/form-section';
import { useSchool } from '../../lib/school-context';
import { useSchoolUsersSummary } from './schools-api';

const USERS_PATH = '/school/users';

/** The profile's Users section: who has access to the school, with a link to School Users. */
export function SchoolUsersSummary({ schoolId }: { schoolId: number }) {
  const { menuContext } = useSchool();
  const members = useSchoolUsersSummary(schoolId);
  const rows = [...(members.data ?? [])].sort(
    (a, b) => a.lastName.localeCompare(b.lastName) || a.firstName.localeCompare(b.firstName),
  );
  const canOpenUsers = isStaffPathAllowed(USERS_PATH, menuContext);
  return (
    <FormSection title="Users" description="Staff with access to this school and their roles here.">
      {members.isPending && <Typography color="text.secondary">Loading users…</Typography>}
      {members.isSuccess && rows.length === 0 && (
        <Typography color="text.secondary">No users have access to this school yet.</Typography>
      )}
      {rows.length > 0 && (
        <List dense disablePadding aria-label="School users">
          {rows.map((u) => (
            <ListItem key={u.id} disableGutters divider>
              <ListItemText primary={`${u.firstName} ${u.lastName} — ${u.roleName}`} secondary={u.email} />
            </ListItem>
          ))}
        </List>
      )}
      {canOpenUsers && (
        <Link component={RouterLink} to={USERS_PATH} sx={{ display: 'inline-block', mt: 1.5 }}>
          Open the Users screen
        </Link>
      )}
    </FormSection>
  );
}
