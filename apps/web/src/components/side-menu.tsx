import type { MenuGroup } from '@exchange/domain';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import OpenInNew from '@mui/icons-material/OpenInNew';
import Collapse from '@mui/material/Collapse';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import { alpha, type Theme } from '@mui/material/styles';
import { useEffect, useState } from 'react';
import { NavLink, useLocation } from 'react-router';
import { visuallyHidden } from './visually-hidden';

/** A menu link: a page of the portal, or (external) an outside page that opens in a new tab. */
export interface SideMenuLink {
  label: string;
  path: string;
  external?: boolean;
}

interface Props {
  /** The navigation landmark's name. */
  label?: string;
  /** Collapsible groups of links (the staff menu). */
  groups?: readonly MenuGroup[];
  /** Links without a group (the applicant menu). */
  links?: readonly SideMenuLink[];
}

const NO_GROUPS: readonly MenuGroup[] = [];
const NO_LINKS: readonly SideMenuLink[] = [];

function groupOf(groups: readonly MenuGroup[], pathname: string): string | undefined {
  return groups.find((g) => g.items.some((i) => pathname === i.path || pathname.startsWith(`${i.path}/`)))
    ?.label;
}

function groupId(label: string): string {
  return `menu-group-${label.toLowerCase().replace(/\s+/g, '-')}`;
}

const activeLinkSx = (indent: boolean) => (t: Theme) => ({
  ...(indent && { pl: 4 }),
  borderLeft: '4px solid transparent',
  '&.active': {
    borderLeftColor: t.palette.primary.main,
    bgcolor: alpha(t.palette.primary.main, 0.1),
    color: t.palette.primary.main,
    fontWeight: 600,
  },
});

/** One entry of the menu: the current page's link is highlighted, an external one says it opens a tab. */
function MenuLink({ item, indent }: { item: SideMenuLink; indent: boolean }) {
  return (
    <li style={{ listStyle: 'none' }}>
      {item.external ? (
        <ListItemButton component="a" href={item.path} target="_blank" rel="noopener">
          <ListItemText primary={item.label} />
          <OpenInNew fontSize="small" aria-hidden />
          <span style={visuallyHidden}> (opens in a new tab)</span>
        </ListItemButton>
      ) : (
        <ListItemButton component={NavLink} to={item.path} sx={activeLinkSx(indent)}>
          <ListItemText primary={item.label} slotProps={{ primary: { sx: { fontWeight: 'inherit' } } }} />
        </ListItemButton>
      )}
    </li>
  );
}

/**
 * The side menu of every layout (1-core §2): links, and collapsible groups of links whose group holding
 * the current page opens by itself. The applicant area's short list of links keeps the roomier rows; the
 * staff's long grouped menu is dense so more of it fits.
 */
export function SideMenu({ label = 'Main menu', groups = NO_GROUPS, links = NO_LINKS }: Props) {
  const { pathname } = useLocation();
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(() => {
    const active = groupOf(groups, pathname);
    return new Set(active ? [active] : []);
  });

  // Following a link from elsewhere (home, a redirect) opens the group that holds the page.
  useEffect(() => {
    const active = groupOf(groups, pathname);
    if (active) setExpanded((s) => (s.has(active) ? s : new Set([...s, active])));
  }, [groups, pathname]);

  const toggle = (group: string) =>
    setExpanded((s) => {
      const next = new Set(s);
      if (next.has(group)) next.delete(group);
      else next.add(group);
      return next;
    });

  const dense = groups.length > 0;
  return (
    <nav aria-label={label}>
      <List dense={dense} sx={{ py: dense ? 0 : 1 }}>
        {links.map((item) => (
          <MenuLink key={item.path} item={item} indent={false} />
        ))}
        {groups.map((group) => {
          const open = expanded.has(group.label);
          const id = groupId(group.label);
          return (
            <li key={group.label} style={{ listStyle: 'none' }}>
              <ListItemButton onClick={() => toggle(group.label)} aria-expanded={open} aria-controls={id}>
                <ListItemText primary={group.label} slotProps={{ primary: { sx: { fontWeight: 600 } } }} />
                {open ? <ExpandLess aria-hidden /> : <ExpandMore aria-hidden />}
              </ListItemButton>
              <Collapse in={open} timeout="auto">
                <List id={id} aria-label={group.label} dense disablePadding>
                  {group.items.map((item) => (
                    <MenuLink key={item.path} item={item} indent />
                  ))}
                </List>
              </Collapse>
            </li>
          );
        })}
      </List>
    </nav>
  );
}
