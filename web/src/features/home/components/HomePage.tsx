import Box from '@mui/material/Box';
import { lazyWhenVisible } from '@/components/LazyWhenVisible.tsx';
import { HeroSection } from './HeroSection.tsx';

// Everything below the hero is prerendered in full but hydrates only as it nears the viewport, so a phone loads
// and runs the code of the first screen alone.
const AboutSection = lazyWhenVisible(() => import('./AboutSection.tsx'), 'AboutSection');
const ClassesSection = lazyWhenVisible(() => import('./ClassesSection.tsx'), 'ClassesSection');
const FacilitiesSection = lazyWhenVisible(() => import('./FacilitiesSection.tsx'), 'FacilitiesSection');
const ScheduleSection = lazyWhenVisible(() => import('./ScheduleSection.tsx'), 'ScheduleSection');
const PricingSection = lazyWhenVisible(() => import('./PricingSection.tsx'), 'PricingSection');
const ReviewsSection = lazyWhenVisible(() => import('./ReviewsSection.tsx'), 'ReviewsSection');
const InstagramSection = lazyWhenVisible(() => import('./InstagramSection.tsx'), 'InstagramSection');
const ContactSection = lazyWhenVisible(() => import('./ContactSection.tsx'), 'ContactSection');

/** The home page: one long page of anchored sections, in the order the header lists them. */
export function HomePage() {
  return (
    <Box component="main" id="main-content" tabIndex={-1} sx={{ outline: 'none' }}>
      <HeroSection />
      <AboutSection />
      <ClassesSection />
      <FacilitiesSection />
      <ScheduleSection />
      <PricingSection />
      <ReviewsSection />
      <InstagramSection />
      <ContactSection />
    </Box>
  );
}
