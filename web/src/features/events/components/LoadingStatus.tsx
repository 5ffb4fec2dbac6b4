import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';

/** A spinner that screen readers announce by its label. */
export function LoadingStatus({ label }: { label: string }) {
  return (
    <Box
      role="status"
      aria-busy="true"
      aria-label={label}
      sx={{ display: 'grid', placeItems: 'center', gap: 2, py: { xs: 8, md: 12 }, textAlign: 'center' }}
    >
      <CircularProgress aria-hidden="true" size={48} thickness={4} />
      <Typography color="text.secondary">{label}...</Typography>
    </Box>
  );
}
