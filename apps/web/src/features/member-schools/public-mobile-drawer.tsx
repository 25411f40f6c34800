import { LAYOUT } from '@exchange/domain';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import { PublicMenu } from './public-menu';

/** The public menu below 900 px: a temporary drawer, loaded the first time the menu button is used. */
export function PublicMobileDrawer({ id, open, onClose }: { id: string; open: boolean; onClose(): void }) {
  return (
    <Drawer
      variant="temporary"
      id={id}
      open={open}
      onClose={onClose}
      slotProps={{ paper: { role: 'dialog', 'aria-modal': true, 'aria-label': 'Main menu' } }}
      sx={{ '& .MuiDrawer-paper': { width: LAYOUT.drawerWidth, boxSizing: 'border-box' } }}
    >
      {/* The header stays above the drawer, so its menu button can close it. */}
      <Box sx={{ height: LAYOUT.headerHeight, flexShrink: 0 }} />
      <PublicMenu />
    </Drawer>
  );
}
