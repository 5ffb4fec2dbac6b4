import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { BrandMark } from '@/components/layout/BrandMark.tsx';
import { MAIN_CONTENT_ID } from '@/components/layout/SkipLink.tsx';

/**
 * What a page that is not prerendered (an event, the admin area) shows while its code loads: the SPA fallback's
 * HTML carries it, so the visitor sees the studio's mark at once instead of a blank screen.
 */
export function AppLoading() {
  return (
    <Box
      component="main"
      id={MAIN_CONTENT_ID}
      sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', alignContent: 'center', gap: 3, p: 3 }}
    >
      <BrandMark />
      <Typography role="status" color="text.secondary">
        Loading…
      </Typography>
    </Box>
  );
}
