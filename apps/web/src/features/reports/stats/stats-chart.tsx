import Box from '@mui/material/Box';
import { BarChart, type BarItem } from '@mui/x-charts/BarChart';
import { useId } from 'react';
import type { StatsChart } from './stats-view';

/** Height of one status's band of bars, and the room of the legend and the value axis. */
const BAND_PX = { oneSeries: 34, twoSeries: 52 } as const;
const FRAME_PX = 90;
/** The status names' column: wide enough for "Denied: Min Reqs Not Met" at the axis' font size. */
const STATUS_AXIS_PX = 150;

/**
 * The value axis reaches past the longest bar by this factor: the numbers beside the bars are clipped to
 * the plot, and on a phone the plot is about 150 px wide ("757,930" takes a third of it).
 */
const LABEL_HEADROOM = 1.6;

const formatCount = (value: number | null) => (value === null ? '' : value.toLocaleString('en-US'));

/**
 * The statistics as horizontal bars (issue 23: "bars per status"): one band per status, one bar per
 * measure, each with its number, so long status names stay readable on a phone (390 px) without the
 * chart overflowing. The chart is a picture of the table below it, which screen readers read: the figure
 * says so in its caption. (The chart stays in the accessibility tree: it takes keyboard focus for its
 * tooltips, and its `title` would put an aria-label on an element of role none.)
 */
export function StatsBarChart({ chart, description }: { chart: StatsChart; description: string }) {
  const descriptionId = useId();
  const band = chart.series.length > 1 ? BAND_PX.twoSeries : BAND_PX.oneSeries;
  const longest = Math.max(1, ...chart.series.flatMap((s) => s.data));
  return (
    <Box
      component="figure"
      aria-describedby={descriptionId}
      sx={{ m: 0, mb: 3, width: '100%', minWidth: 0, overflow: 'hidden' }}
    >
      <Box component="figcaption" id={descriptionId} sx={{ typography: 'body2', color: 'text.secondary' }}>
        {description}
      </Box>
      <Box sx={{ width: '100%' }}>
        <BarChart
          layout="horizontal"
          height={chart.statuses.length * band + FRAME_PX}
          yAxis={[
            {
              scaleType: 'band',
              data: chart.statuses,
              width: STATUS_AXIS_PX,
              tickLabelStyle: { fontSize: 12 },
            },
          ]}
          xAxis={[
            { min: 0, max: Math.ceil(longest * LABEL_HEADROOM), tickMinStep: 1, valueFormatter: formatCount },
          ]}
          series={chart.series.map((s) => ({
            id: s.id,
            label: s.label,
            data: s.data,
            valueFormatter: formatCount,
            barLabel: (item: BarItem) => (item.value ? formatCount(item.value) : null),
            barLabelPlacement: 'outside' as const,
          }))}
          // Room for the last tick's number, centred on the plot's edge.
          margin={{ right: 32 }}
          grid={{ vertical: true }}
        />
      </Box>
    </Box>
  );
}
