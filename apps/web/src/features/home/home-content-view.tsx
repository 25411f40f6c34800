import Box from '@mui/material/Box';
import { useMemo } from 'react';
import { parseAllowedHtml, renderAllowedNodes } from './home-html';

/** Typography of the programme text: the theme's headings, scaled for a block inside the page. */
const CONTENT_SX = {
  '& h2': { typography: 'h2', fontSize: '1.5rem', mt: 2, mb: 1 },
  '& h3': { typography: 'h3', fontSize: '1.25rem', mt: 2, mb: 1 },
  '& h4': { typography: 'h4', fontSize: '1.1rem', mt: 2, mb: 1 },
  '& p, & li': { typography: 'body1' },
  '& > :first-of-type': { mt: 0 },
  '& a': { color: 'primary.main' },
  overflowWrap: 'anywhere',
} as const;

/** Home content HTML shown through the allowlist (the server's sanitised text, or a draft's preview). */
export function HomeContentView({ html, label }: { html: string; label: string }) {
  const nodes = useMemo(() => renderAllowedNodes(parseAllowedHtml(html)), [html]);
  return (
    <Box aria-label={label} role="region" sx={CONTENT_SX}>
      {nodes}
    </Box>
  );
}
