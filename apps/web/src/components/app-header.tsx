import AccountCircle from '@mui/icons-material/AccountCircle';
import Logout from '@mui/icons-material/Logout';
import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Toolbar from '@mui/material/Toolbar';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useAuth, useSignedInUser } from '../lib/auth-context';
import { useProgramName } from '../lib/program-name';
import { SchoolLogo } from './school-logo';

interface Props {
  /** Narrow screens get a menu button that opens the temporary drawer. */
  compact: boolean;
  drawerId: string;
  drawerOpen: boolean;
  onMenuClick(): void;
  homePath: string;
  profilePath: string;
  school: { id: number; schoolName: string } | null;
}

/** The 91 px header: title, school logo, profile link and Sign Out (1-core §2). */
export function AppHeader({
  compact,
  drawerId,
  drawerOpen,
  onMenuClick,
  homePath,
  profilePath,
  school,
}: Props) {
  const user = useSignedInUser();
  const { signOut } = useAuth();
  const programName = useProgramName();
  const profileLabel = `${user.firstName} ${user.lastName} Profile`;

  return (
    <AppBar position="fixed" sx={{ zIndex: (t) => t.zIndex.drawer + 1 }}>
      <Toolbar sx={{ gap: { xs: 1, sm: 2 } }}>
        {compact && (
          <IconButton
            color="inherit"
            edge="start"
            aria-label="Open menu"
            aria-controls={drawerId}
            aria-expanded={drawerOpen}
            onClick={onMenuClick}
          >
            <MenuIcon />
          </IconButton>
        )}
        <Link component={RouterLink} to={homePath} color="inherit" underline="none" sx={{ minWidth: 0 }}>
          <Typography
            component="span"
            noWrap
            sx={{ display: 'block', fontWeight: 700, fontSize: { xs: '1.05rem', sm: '1.35rem' } }}
          >
            {programName}
          </Typography>
        </Link>
        {school && !compact && (
          <SchoolLogo key={school.id} schoolId={school.id} schoolName={school.schoolName} />
        )}
        <Box sx={{ flexGrow: 1 }} />
        {compact ? (
          <>
            <Tooltip title={profileLabel}>
              <IconButton color="inherit" component={RouterLink} to={profilePath} aria-label={profileLabel}>
                <AccountCircle />
              </IconButton>
            </Tooltip>
            <Tooltip title="Sign Out">
              <IconButton color="inherit" edge="end" aria-label="Sign Out" onClick={() => void signOut()}>
                <Logout />
              </IconButton>
            </Tooltip>
          </>
        ) : (
          <>
            <Button color="inherit" component={RouterLink} to={profilePath} startIcon={<AccountCircle />}>
              {profileLabel}
            </Button>
            <Button color="inherit" startIcon={<Logout />} onClick={() => void signOut()}>
              Sign Out
            </Button>
          </>
        )}
      </Toolbar>
    </AppBar>
  );
}
