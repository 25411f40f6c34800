import { APPLICANT_MENU } from '@exchange/domain';
import OpenInNew from '@mui/icons-material/OpenInNew';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import { alpha } from '@mui/material/styles';
import { NavLink } from 'react-router';
import { visuallyHidden } from './visually-hidden';

/** The applicant area menu (1-core §2); entries the domain marks external open in a new tab. */
export function ApplicantMenu() {
  return (
    <nav aria-label="Applicant menu">
      <List sx={{ py: 1 }}>
        {APPLICANT_MENU.map((item) => (
          <li key={item.path} style={{ listStyle: 'none' }}>
            {item.external ? (
              <ListItemButton component="a" href={item.path} target="_blank" rel="noopener">
                <ListItemText primary={item.label} />
                <OpenInNew fontSize="small" aria-hidden />
                <span style={visuallyHidden}> (opens in a new tab)</span>
              </ListItemButton>
            ) : (
              <ListItemButton
                component={NavLink}
                to={item.path}
                sx={(t) => ({
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
            )}
          </li>
        ))}
      </List>
    </nav>
  );
}
