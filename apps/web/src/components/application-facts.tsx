import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { Fact } from '../lib/application-facts';

/**
 * A value with a line shown on hover or keyboard focus (the Employer's export TELO, §2); a touch shows
 * it at once. The value is focusable so keyboard users reach the tooltip as pointer users do.
 */
function FactWithTooltip({ value, tooltip }: { value: string; tooltip: string }) {
  return (
    <Tooltip title={tooltip} describeChild enterTouchDelay={0}>
      <Box
        component="span"
        tabIndex={0}
        sx={{ textDecoration: 'underline dotted', textUnderlineOffset: 3, cursor: 'help' }}
      >
        {value}
      </Box>
    </Tooltip>
  );
}

/** Read-only facts of an application detail as a description list: two columns on phones, three wider. */
export function ApplicationFacts({ facts }: { facts: readonly Fact[] }) {
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
            {f.tooltip ? <FactWithTooltip value={f.value} tooltip={f.tooltip} /> : f.value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
