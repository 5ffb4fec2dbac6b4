import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/**
 * A spinner that screen readers announce by its label. The ring only rotates, an animation the compositor runs
 * on its own: a drawn one (MUI's CircularProgress animates its stroke) repaints the page on the main thread every
 * frame, which on a cheap phone competes with the code that is loading the very data being waited for.
 */
export function LoadingStatus({ label }: { label: string }) {
  return (
    <Box
      role="status"
      aria-busy="true"
      aria-label={label}
      sx={{ display: 'grid', placeItems: 'center', gap: 2, py: { xs: 8, md: 12 }, textAlign: 'center' }}
    >
      <Box
        aria-hidden="true"
        sx={{
          width: 48,
          height: 48,
          borderRadius: '50%',
          border: '4px solid',
          borderColor: 'rgba(255,255,255,0.14)',
          borderTopColor: 'primary.light',
          willChange: 'transform',
          '@media (prefers-reduced-motion: no-preference)': { animation: 'loading-spin 0.9s linear infinite' },
          '@keyframes loading-spin': { to: { transform: 'rotate(360deg)' } },
        }}
      />
      <Typography color="text.secondary">{label}...</Typography>
    </Box>
  );
}
