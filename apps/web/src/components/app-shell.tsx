import { LAYOUT } from '@exchange/domain';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import useMediaQuery from '@mui/material/useMediaQuery';
import { type ReactNode, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { AppHeader } from './app-header';
import { MAIN_CONTENT_ID } from './main-region';
import { PageLoader } from './page-loader';

interface Props {
  drawer: ReactNode;
  homePath: string;
  profilePath: string;
  school?: { id: number; schoolName: string } | null;
  /** The phone drawer's accessible name (a modal, named like the menu it holds). */
  drawerLabel?: string;
  children: ReactNode;
}

const DRAWER_ID = 'app-drawer';
const WIDE = `(min-width:${LAYOUT.drawerBreakpointPx}px)`;

/** Header plus a 240 px drawer: permanent from 900 px, a temporary one behind a menu button below. */
export function AppShell({
  drawer,
  homePath,
  profilePath,
  school = null,
  drawerLabel = 'Main menu',
  children,
}: Props) {
  const wide = useMediaQuery(WIDE, { noSsr: true });
  const [mobileOpen, setMobileOpen] = useState(false);
  const { pathname } = useLocation();

  useEffect(() => {
    // Reading pathname makes a navigation close the temporary drawer.
    if (pathname) setMobileOpen(false);
  }, [pathname]);

  const paperSx = { width: LAYOUT.drawerWidth, boxSizing: 'border-box' as const };

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      <AppHeader
        compact={!wide}
        drawerId={DRAWER_ID}
        drawerOpen={mobileOpen}
        onMenuClick={() => setMobileOpen((o) => !o)}
        homePath={homePath}
        profilePath={profilePath}
        school={school}
      />
      {wide ? (
        <Drawer
          variant="permanent"
          id={DRAWER_ID}
          sx={{ width: LAYOUT.drawerWidth, flexShrink: 0, '& .MuiDrawer-paper': paperSx }}
        >
          <Box sx={{ height: LAYOUT.headerHeight, flexShrink: 0 }} />
          {drawer}
        </Drawer>
      ) : (
        <Drawer
          variant="temporary"
          id={DRAWER_ID}
          open={mobileOpen}
          onClose={() => setMobileOpen(false)}
          ModalProps={{ keepMounted: true }}
          slotProps={{ paper: { role: 'dialog', 'aria-modal': true, 'aria-label': drawerLabel } }}
          sx={{ '& .MuiDrawer-paper': paperSx }}
        >
          {/* The header stays above the temporary drawer, so its menu button can close it. */}
          <Box sx={{ height: LAYOUT.headerHeight, flexShrink: 0 }} />
          {drawer}
        </Drawer>
      )}
      <Box component="main" id={MAIN_CONTENT_ID} sx={{ flexGrow: 1, minWidth: 0, p: { xs: 2, sm: 3 } }}>
        <Box sx={{ height: LAYOUT.headerHeight }} />
        <Suspense fallback={<PageLoader />}>{children}</Suspense>
      </Box>
    </Box>
  );
}
