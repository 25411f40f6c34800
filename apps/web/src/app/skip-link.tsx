import Box from '@mui/material/Box';
import { MAIN_CONTENT_ID } from '../components/main-region';
import { focusMainHeading } from './page-title';
import { BRAND } from './theme';

/**
 * "Skip to main content" (WCAG 2.4.1): the first Tab stop of every page, shown only while focused; it
 * moves focus to the screen's main heading (else the main region) past the header and the menu.
 */
export function SkipLink() {
  return (
    <Box
      component="a"
      href={`#${MAIN_CONTENT_ID}`}
      onClick={(event) => {
        event.preventDefault();
        focusMainHeading(document);
      }}
      sx={(t) => ({
        position: 'fixed',
        top: 12,
        left: -10_000,
        zIndex: t.zIndex.tooltip + 1,
        px: 2,
        py: 1,
        borderRadius: 1,
        bgcolor: BRAND.paper,
        color: BRAND.navy,
        fontWeight: 600,
        textDecoration: 'underline',
        // A navy ring inside a gold one: visible on the navy header and on the light page alike.
        '&:focus, &:focus-visible': {
          left: 12,
          outline: `2px solid ${BRAND.navy}`,
          outlineOffset: -4,
          boxShadow: `0 0 0 3px ${BRAND.gold}`,
        },
      })}
    >
      Skip to main content
    </Box>
  );
}
