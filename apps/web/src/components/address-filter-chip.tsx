import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { useSearchParams } from 'react-router';

/**
 * A filter the address sets that has no field of its own on the screen (the home page's links: "awaiting
 * a decision", "with an amount due"): shown as a chip above the list, whose delete button removes the
 * address parameters and with them the filter.
 */
export function AddressFilterChip({ label, params }: { label: string; params: readonly string[] }) {
  const [, setSearch] = useSearchParams();
  const clear = () =>
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        for (const name of params) next.delete(name);
        return next;
      },
      { replace: true },
    );
  return (
    <Box sx={{ mb: 1.5 }}>
      <Chip label={`Showing: ${label}`} onDelete={clear} color="primary" variant="outlined" />
    </Box>
  );
}
