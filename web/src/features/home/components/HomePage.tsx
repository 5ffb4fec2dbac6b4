import Box from '@mui/material/Box';
import { HydrateWhenVisible } from '@/components/HydrateWhenVisible.tsx';
import { AboutSection } from './AboutSection.tsx';
import { ClassesSection } from './ClassesSection.tsx';
import { ContactSection } from './ContactSection.tsx';
import { FacilitiesSection } from './FacilitiesSection.tsx';
import { HeroSection } from './HeroSection.tsx';
import { InstagramSection } from './InstagramSection.tsx';
import { PricingSection } from './PricingSection.tsx';
import { ReviewsSection } from './ReviewsSection.tsx';
import { ScheduleSection } from './ScheduleSection.tsx';

/** The home page: one long page of anchored sections, in the order the header lists them. */
export function HomePage() {
  return (
    <Box component="main" id="main-content" tabIndex={-1} sx={{ outline: 'none' }}>
      <HeroSection />
      <HydrateWhenVisible>
        <AboutSection />
      </HydrateWhenVisible>
      <HydrateWhenVisible>
        <ClassesSection />
      </HydrateWhenVisible>
      <HydrateWhenVisible>
        <FacilitiesSection />
      </HydrateWhenVisible>
      <HydrateWhenVisible>
        <ScheduleSection />
      </HydrateWhenVisible>
      <HydrateWhenVisible>
        <PricingSection />
      </HydrateWhenVisible>
      <HydrateWhenVisible>
        <ReviewsSection />
      </HydrateWhenVisible>
      <HydrateWhenVisible>
        <InstagramSection />
      </HydrateWhenVisible>
      <HydrateWhenVisible>
        <ContactSection />
      </HydrateWhenVisible>
    </Box>
  );
}
