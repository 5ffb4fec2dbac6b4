import { use, useEffect, useState } from 'react';
import { HydrateWhenVisible } from '@/hydration/HydrateWhenVisible.tsx';
import { lazyComponent } from '@/hydration/lazyComponent.tsx';
import { StaticIsland } from '@/hydration/StaticIsland.tsx';
import { useIsHydrating } from '@/hydration/useIsHydrating.ts';
import { HOME_ANCHORS } from '@/content/navigation.ts';
import { useHomeIslands } from '../homeIslands.ts';
import { HeroSection } from './HeroSection.tsx';
import type { HomeSectionName } from './HomeSections.tsx';
import type { IslandSectionName } from './IslandSections.tsx';

/**
 * The sections below the hero are drawn with MUI, and their code (MUI's with it) loads only once the visitor starts
 * to use the home page or a section comes into view: the prerendered page's first screen hydrates with React and the
 * plain hero alone. Other pages (whose chunk holds this module) never load it for a visitor who stays on them.
 */
const HomeSection = lazyComponent(() => import('./HomeSections.tsx').then((module) => module.HomeSection));

/** The sections drawn as static islands: their code loads only where they are drawn (a page drawn in the browser). */
const IslandSection = lazyComponent(() => import('./IslandSections.tsx').then((module) => module.IslandSection), {
  beforeJumps: false,
});

/**
 * The sections whose content never changes in the browser: static islands (StaticIsland.tsx), whose server HTML stays
 * as it is and whose data the page does not carry (homeIslands.ts).
 */
const ISLANDS: ReadonlySet<HomeSectionName> = new Set<IslandSectionName>([
  'about',
  'services',
  'facilities',
  'pricing',
]);

const isIsland = (name: HomeSectionName): name is IslandSectionName => ISLANDS.has(name);

/** A section drawn as a static island: drawn where its data is (the server, a page drawn in the browser). */
function SectionIsland({ name }: { name: IslandSectionName }) {
  const islands = useHomeIslands();
  return <StaticIsland>{islands ? <IslandSection name={name} /> : undefined}</StaticIsland>;
}

/**
 * Created once: when the page renders again (it does once hydration ends, see below), the same elements make React
 * skip the waiting sections. New ones would count as an update to them and hydrate them all at once.
 */
const sections = HOME_ANCHORS.filter((anchor): anchor is HomeSectionName => anchor !== 'home').map((name) =>
  isIsland(name) ? (
    <SectionIsland key={name} name={name} />
  ) : (
    <HydrateWhenVisible key={name}>
      <HomeSection name={name} />
    </HydrateWhenVisible>
  ),
);

/**
 * A home page rendered in the browser (a client-side navigation, not the prerendered page hydrating) waits for the
 * sections' code before it shows: the previous page stays until the whole home page can draw at once, so a jump to
 * `/#section` finds its section.
 */
function useSectionsCodeWhenRenderedHere() {
  const hydrating = useIsHydrating();
  const [renderedHere] = useState(!hydrating);
  if (renderedHere) {
    use(HomeSection.preload());
    use(IslandSection.preload());
  }
}

/** The home page: one long page of anchored sections, in the order the header lists them. */
export function HomePage() {
  useSectionsCodeWhenRenderedHere();
  useEffect(() => HomeSection.preloadAtFirstInteraction(), []);
  return (
    <main id="main-content" tabIndex={-1} className="home">
      <HeroSection />
      {sections}
    </main>
  );
}
