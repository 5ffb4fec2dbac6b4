import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { staticCss } from './staticCss.ts';

const srcDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The plain components the static CSS styles: every class they use must be defined there. */
const PLAIN_COMPONENTS = [
  'app/AppLoading.tsx',
  'app/RouteErrorPage.tsx',
  'app/layouts/SiteLayout.tsx',
  'components/layout/BrandMark.tsx',
  'components/layout/ExternalButtonLink.tsx',
  'components/layout/Footer.tsx',
  'components/layout/Header.tsx',
  'components/layout/icons.tsx',
  'components/layout/MobileMenu.tsx',
  'components/layout/NoticeBanner.tsx',
  'components/layout/PageHero.tsx',
  'components/layout/Section.tsx',
  'components/layout/SkipLink.tsx',
  'components/layout/VisuallyHidden.tsx',
  'components/embeds/EmbedConsentFacade.tsx',
  'components/embeds/MapEmbed.tsx',
  'features/events/components/AddToCalendarButton.tsx',
  'features/events/components/EventCard.tsx',
  'features/events/components/EventDetailPage.tsx',
  'features/events/components/EventDetailStates.tsx',
  'features/events/components/EventFacts.tsx',
  'features/events/components/EventGrid.tsx',
  'features/events/components/EventImage.tsx',
  'features/events/components/FeaturedBadge.tsx',
  'features/events/components/LoadingStatus.tsx',
  'features/events/components/ShareLinks.tsx',
  'features/events/components/UpcomingEvents.tsx',
  'features/home/components/HeroSection.tsx',
  'features/legal/components/EmbedChoices.tsx',
  'features/legal/components/LegalPage.tsx',
  'features/legal/components/LegalSection.tsx',
  'features/legal/components/TextSections.tsx',
  'features/home/components/HomePage.tsx',
];

/** The class names in a component's `className` attributes, literal or in an expression's strings. */
function classNamesIn(source: string): string[] {
  const names: string[] = [];
  for (const [, literal, expression] of source.matchAll(/className=(?:"([^"]+)"|\{([^}]+)\})/g)) {
    const strings = literal ? [literal] : [...(expression ?? '').matchAll(/'([^']+)'/g)].map((match) => match[1]);
    for (const value of strings) names.push(...(value ?? '').split(/\s+/).filter(Boolean));
  }
  return names;
}

describe('the static CSS of the plain components', () => {
  for (const file of PLAIN_COMPONENTS) {
    it(`defines every class ${file} uses`, () => {
      const names = classNamesIn(readFileSync(path.join(srcDir, file), 'utf8'));
      expect(names.length).toBeGreaterThan(0);
      const missing = names.filter((name) => !new RegExp(`\\.${name}(?![\\w-])`).test(staticCss));
      expect(missing).toEqual([]);
    });
  }

  it('holds no line breaks or indentation', () => {
    expect(staticCss).not.toMatch(/\n/);
  });
});
