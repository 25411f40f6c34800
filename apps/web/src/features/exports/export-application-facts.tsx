import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Fact } from './export-application-display';

/** Read-only facts as a description list: two columns on phones, three on wide screens. */
export function ExportApplicationFacts({ facts }: { facts: readonly Fact[] }) {
  return (
    <Box
      component="dl"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(3, minmax(0, 1fr))' },
        columnGap: { xs: 2, sm: 3 },
        rowGap: 1.5,
        m: 0,
      }}
    >
      {facts.map((f) => (
        <Box key={f.label} sx={{ minWidth: 0 }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {f.label}
          </Typography>
          <Typography component="dd" sx={{ m: 0, fontWeight: 500, overflowWrap: 'anywhere' }}>
            {f.value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
