import type { ComponentType } from 'react';
import type { HomeAnchor } from '@/content/navigation.ts';
import { AboutSection } from './AboutSection.tsx';
import { ClassesSection } from './ClassesSection.tsx';
import { ContactSection } from './ContactSection.tsx';
import { FacilitiesSection } from './FacilitiesSection.tsx';
import { InstagramSection } from './InstagramSection.tsx';
import { PricingSection } from './PricingSection.tsx';
import { ReviewsSection } from './ReviewsSection.tsx';
import { ScheduleSection } from './ScheduleSection.tsx';

/** A section below the hero, named by its anchor. */
export type HomeSectionName = Exclude<HomeAnchor, 'home'>;

/**
 * The home page's sections below the hero, by the anchor each carries: one chunk, loaded when the first of them is
 * needed (HomePage.tsx).
 */
const sections: Record<HomeSectionName, ComponentType> = {
  about: AboutSection,
  services: ClassesSection,
  facilities: FacilitiesSection,
  schedule: ScheduleSection,
  pricing: PricingSection,
  reviews: ReviewsSection,
  instagram: InstagramSection,
  contact: ContactSection,
};

/** One section below the hero. */
export function HomeSection({ name }: { name: HomeSectionName }) {
  const Section = sections[name];
  return <Section />;
}
