import type { MenuGroup } from '@exchange/domain';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import Collapse from '@mui/material/Collapse';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import { alpha } from '@mui/material/styles';
import { useEffect, useState } from 'react';
import { NavLink, useLocation } from 'react-router';

function groupOf(groups: readonly MenuGroup[], pathname: string): string | undefined {
  return groups.find((g) => g.items.some((i) => pathname === i.path || pathname.startsWith(`${i.path}/`)))
    ?.label;
}

function groupId(label: string): string {
  return `menu-group-${label.toLowerCase().replace(/\s+/g, '-')}`;
}

/** The staff side menu: collapsible groups of links, the active one highlighted (1-core §2). */
export function SideMenu({ groups }: { groups: readonly MenuGroup[] }) {
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

  const toggle = (label: string) =>
    setExpanded((s) => {
      const next = new Set(s);
      if (next.has(label)) next.delete(label);
      else next.add(label);
      return next;
    });

  return (
    <nav aria-label="Main menu">
      <List dense sx={{ py: 0 }}>
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
                    <li key={item.path} style={{ listStyle: 'none' }}>
                      <ListItemButton
                        component={NavLink}
                        to={item.path}
                        sx={(t) => ({
                          pl: 4,
                          borderLeft: '4px solid transparent',
                          '&.active': {
                            borderLeftColor: t.palette.primary.main,
                            bgcolor: alpha(t.palette.primary.main, 0.1),
                            color: t.palette.primary.main,
                            fontWeight: 600,
                          },
                        })}
                      >
                        <ListItemText
                          primary={item.label}
                          slotProps={{ primary: { sx: { fontWeight: 'inherit' } } }}
                        />
                      </ListItemButton>
                    </li>
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
