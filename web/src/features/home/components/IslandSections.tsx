import type { ComponentType } from 'react';
import { AboutSection } from './AboutSection.tsx';
import { ClassesSection } from './ClassesSection.tsx';
import { FacilitiesSection } from './FacilitiesSection.tsx';
import type { HomeSectionName } from './HomeSections.tsx';
import { PricingSection } from './PricingSection.tsx';

/** The sections drawn as static islands (hydration/StaticIsland.tsx), by the anchor each carries. */
export type IslandSectionName = Extract<HomeSectionName, 'about' | 'services' | 'facilities' | 'pricing'>;

/**
 * The home page's sections whose content never changes in the browser: one chunk of their own, which a page the
 * server drew never loads (it keeps their HTML), and a home page drawn in the browser loads with the other sections
 * (HomePage.tsx).
 */
const sections: Record<IslandSectionName, ComponentType> = {
  about: AboutSection,
  services: ClassesSection,
  facilities: FacilitiesSection,
  pricing: PricingSection,
};

/** One section drawn as a static island. */
export function IslandSection({ name }: { name: IslandSectionName }) {
  const Section = sections[name];
  return <Section />;
}
