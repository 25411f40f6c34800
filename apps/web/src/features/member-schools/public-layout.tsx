import { LAYOUT } from '@exchange/domain';
import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Outlet, Link as RouterLink, useLocation } from 'react-router';
import { MAIN_CONTENT_ID } from '../../components/main-region';
import { DelayedPageLoader } from '../../components/page-loader';
import { useProgramName } from '../../lib/program-name';
import { searchPath } from './member-school-paths';
import { PublicMenu } from './public-menu';

const DRAWER_ID = 'public-drawer';
const WIDE = `(min-width:${LAYOUT.drawerBreakpointPx}px)`;
// Phones see the menu only after tapping its button: the drawer (a modal) loads then, not with the page.
const PublicMobileDrawer = lazy(async () => ({
  default: (await import('./public-mobile-drawer')).PublicMobileDrawer,
}));

/** The public header: the programme's name, Sign In (applicant sign-in) and Create Account (registration). */
function PublicHeader({
  compact,
  open,
  drawn,
  onMenu,
}: {
  compact: boolean;
  open: boolean;
  /** The drawer is in the page (aria-controls names only an element that exists). */
  drawn: boolean;
  onMenu(): void;
}) {
  const programName = useProgramName(true);
  return (
    <AppBar position="fixed" sx={{ zIndex: (t) => t.zIndex.drawer + 1 }}>
      <Toolbar sx={{ gap: { xs: 0.5, sm: 2 }, minHeight: LAYOUT.headerHeight }}>
        {compact && (
          <IconButton
            color="inherit"
            edge="start"
            aria-label="Open menu"
            aria-controls={drawn ? DRAWER_ID : undefined}
            aria-expanded={open}
            onClick={onMenu}
          >
            <MenuIcon />
          </IconButton>
        )}
        <Link
          component={RouterLink}
          to={searchPath('public')}
          color="inherit"
          underline="none"
          sx={{ minWidth: 0, flexShrink: 1 }}
        >
          <Typography
            component="span"
            noWrap
            sx={{ display: 'block', fontWeight: 700, fontSize: { xs: '1rem', sm: '1.35rem' } }}
          >
            {programName}
          </Typography>
        </Link>
        <Box sx={{ flexGrow: 1 }} />
        <Button color="inherit" component={RouterLink} to="/applicantsignin" sx={{ flexShrink: 0 }}>
          Sign In
        </Button>
        <Button
          color="inherit"
          variant="outlined"
          component={RouterLink}
          to="/registration"
          sx={{ flexShrink: 0, whiteSpace: 'nowrap' }}
        >
          Create Account
        </Button>
      </Toolbar>
    </AppBar>
  );
}

/**
 * The public layout of the member-school pages (3-billing §2): the header with Sign In and Create Account,
 * and the left menu, a 240 px drawer from 900 px, a temporary one behind a menu button below.
 */
export function PublicLayout() {
  // Taking over the page's prerendered markup (build/public-page-prerender.tsx), the first render is
  // the narrow layout the build drew, then the real width; a page React draws itself starts at the
  // real width (MUI reads it at once outside hydration).
  const wide = useMediaQuery(WIDE);
  const [open, setOpen] = useState(false);
  const [menuUsed, setMenuUsed] = useState(false);
  const { pathname } = useLocation();

  useEffect(() => {
    // Reading pathname makes a navigation close the temporary drawer.
    if (pathname) setOpen(false);
  }, [pathname]);

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      <PublicHeader
        compact={!wide}
        open={open}
        drawn={menuUsed}
        onMenu={() => {
          setOpen((o) => !o);
          setMenuUsed(true);
        }}
      />
      {wide ? (
        <Box
          component="aside"
          id={DRAWER_ID}
          sx={{
            width: LAYOUT.drawerWidth,
            flexShrink: 0,
            borderRight: 1,
            borderColor: 'divider',
            bgcolor: 'background.paper',
          }}
        >
          <Box sx={{ position: 'sticky', top: 0 }}>
            <Box sx={{ height: LAYOUT.headerHeight }} />
            <PublicMenu />
          </Box>
        </Box>
      ) : (
        menuUsed && (
          <Suspense fallback={null}>
            <PublicMobileDrawer id={DRAWER_ID} open={open} onClose={() => setOpen(false)} />
          </Suspense>
        )
      )}
      <Box component="main" id={MAIN_CONTENT_ID} sx={{ flexGrow: 1, minWidth: 0, p: { xs: 2, sm: 3 } }}>
        <Box sx={{ height: LAYOUT.headerHeight }} />
        <Suspense fallback={<DelayedPageLoader />}>
          <Outlet />
        </Suspense>
      </Box>
    </Box>
  );
}
