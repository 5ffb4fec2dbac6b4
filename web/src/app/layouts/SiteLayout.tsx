import Box from '@mui/material/Box';
import { Outlet } from 'react-router';
import { HydrateWhenVisible } from '@/components/HydrateWhenVisible.tsx';
import { SlotImagesProvider } from '@/components/images/SlotImages.tsx';
import { Footer } from '@/components/layout/Footer.tsx';
import { Header } from '@/components/layout/Header.tsx';
import { ScrollManager } from '@/components/layout/ScrollManager.tsx';
import { SkipLink } from '@/components/layout/SkipLink.tsx';

/**
 * The public chrome around every public page except /signup: header, page, footer.
 * Each page renders its own `<main id="main-content">` (the skip link's target).
 */
export default function SiteLayout() {
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <ScrollManager />
      <SkipLink />
      <Header />
      <Box data-behind-menu sx={{ flex: 1 }}>
        {/* One request for the uploaded slot images, shared by every section that shows one. */}
        <SlotImagesProvider>
          <Outlet />
        </SlotImagesProvider>
      </Box>
      <Box data-behind-menu>
        <HydrateWhenVisible>
          <Footer />
        </HydrateWhenVisible>
      </Box>
    </Box>
  );
}
