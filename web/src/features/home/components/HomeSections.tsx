import { Themed } from '@/app/Themed.tsx';
import { AboutSection } from './AboutSection.tsx';
import { ClassesSection } from './ClassesSection.tsx';
import { ContactSection } from './ContactSection.tsx';
import { FacilitiesSection } from './FacilitiesSection.tsx';
import { InstagramSection } from './InstagramSection.tsx';
import { PricingSection } from './PricingSection.tsx';
import { ReviewsSection } from './ReviewsSection.tsx';
import { ScheduleSection } from './ScheduleSection.tsx';

/** The home page's sections below the hero: one chunk, loaded when the first of them is needed (HomePage.tsx). */
const sections = {
  about: AboutSection,
  classes: ClassesSection,
  facilities: FacilitiesSection,
  schedule: ScheduleSection,
  pricing: PricingSection,
  reviews: ReviewsSection,
  instagram: InstagramSection,
  contact: ContactSection,
};

export type HomeSectionName = keyof typeof sections;

/** One section below the hero, in the MUI theme. */
export function HomeSection({ name }: { name: HomeSectionName }) {
  const Section = sections[name];
  return (
    <Themed>
      <Section />
    </Themed>
  );
}
