import type { ComponentType } from 'react';
import type { HomeAnchor } from '@/content/navigation.ts';
import { ContactSection } from './ContactSection.tsx';
import { InstagramSection } from './InstagramSection.tsx';
import { ReviewsSection } from './ReviewsSection.tsx';
import { ScheduleSection } from './ScheduleSection.tsx';

/** A section below the hero, named by its anchor. */
export type HomeSectionName = Exclude<HomeAnchor, 'home'>;

/** A section below the hero that hydrates (the others are static islands, IslandSections.tsx). */
export type HydratedSectionName = Exclude<HomeSectionName, 'about' | 'services' | 'facilities' | 'pricing'>;

/**
 * The home page's sections below the hero that hydrate, by the anchor each carries: one chunk, loaded when the first
 * of them is needed (HomePage.tsx).
 */
const sections: Record<HydratedSectionName, ComponentType> = {
  schedule: ScheduleSection,
  reviews: ReviewsSection,
  instagram: InstagramSection,
  contact: ContactSection,
};

/** One section below the hero that hydrates. */
export function HomeSection({ name }: { name: HydratedSectionName }) {
  const Section = sections[name];
  return <Section />;
}
