/** One figure of a totals strip (Takings, Reports): its label above, the figure below, the last one in bold. */
import { Box, Typography } from '@mui/material';

export function Total({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <Box>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="h6" component="p" sx={{ fontWeight: strong ? 700 : 500 }} data-testid={`total-${label}`}>
        {value}
      </Typography>
    </Box>
  );
}
