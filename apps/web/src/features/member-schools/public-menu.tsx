import Box from '@mui/material/Box';
import { NavLink } from 'react-router';
import { memberSchoolPath, searchPath } from './member-school-paths';

/**
 * The public menu (3-billing §2): the member-school list and the school search. The programme keeps no
 * external member-school list of its own, so Member Schools opens the school viewed last, else the
 * search, whose unfiltered result is the list of every member school. Plain links styled once, like the
 * side menu of the signed-in areas, without its groups.
 */
const PUBLIC_MENU = [
  { label: 'Member Schools', path: memberSchoolPath('public') },
  { label: 'School Search', path: searchPath('public') },
];

export function PublicMenu() {
  return (
    <Box
      component="nav"
      aria-label="Member schools menu"
      sx={(t) => ({
        '& ul': { listStyle: 'none', m: 0, py: 1, px: 0 },
        '& a': {
          display: 'block',
          px: 2,
          py: 1.5,
          color: 'text.primary',
          textDecoration: 'none',
          borderLeft: '4px solid transparent',
          typography: 'body1',
        },
        '& a:hover': { bgcolor: 'action.hover' },
        // Inside the row: the phone drawer's paper clips what lies outside it.
        '& a:focus-visible': { outline: `2px solid ${t.palette.primary.main}`, outlineOffset: -2 },
        '& a.active': {
          borderLeftColor: t.palette.primary.main,
          bgcolor: 'action.selected',
          color: 'primary.main',
          fontWeight: 600,
        },
      })}
    >
      <ul>
        {PUBLIC_MENU.map((item) => (
          <li key={item.path}>
            <NavLink to={item.path}>{item.label}</NavLink>
          </li>
        ))}
      </ul>
    </Box>
  );
}
