import type { SiteContent } from '@studio/core/content/siteContent';
import { SEED_SITE_CONTENT } from '@studio/core/content/siteContentSeed';
import { homeContentOf } from '@studio/core/content/siteContentRules';
import { render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { HOME_ROUTE } from '../homeContent.ts';
import { AboutSection } from './AboutSection.tsx';
import { FacilitiesSection } from './FacilitiesSection.tsx';
import { HeroSection } from './HeroSection.tsx';

/** Renders `ui` as the home page, whose loader gave the home page's texts of `site`. */
function renderHome(site: SiteContent, ui: ReactNode) {
  const router = createMemoryRouter([{ id: HOME_ROUTE, path: '/', element: ui }], {
    hydrationData: { loaderData: { [HOME_ROUTE]: { home: homeContentOf(site) } } },
  });
  return render(<RouterProvider router={router} />);
}

describe("the home page's texts as staff publish them", () => {
  it('draws the hero from its section: the line above, the title and the tagline', () => {
    const site = structuredClone(SEED_SITE_CONTENT);
    site['home-hero'] = { eyebrow: 'Since 1979', title: 'The Studio', tagline: 'Train with us.' };
    renderHome(site, <HeroSection />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('The Studio');
    expect(screen.getByText('Since 1979')).toBeInTheDocument();
    expect(screen.getByText('Train with us.')).toBeInTheDocument();
  });

  it('draws About and Our Journey from their sections, leaving out empty optional lines', () => {
    const site = structuredClone(SEED_SITE_CONTENT);
    site['home-about'].paragraphs = ['Only one paragraph now.'];
    site['home-about'].highlights[2]!.title = 'Coaches who stay';
    site['home-journey'].entries = [
      { id: 'roots', year: '1979', title: 'Where it began', content: 'Kung fu.', additionalContent: '', footer: '' },
      {
        id: 'added',
        year: '2030',
        title: 'A third studio',
        content: 'Opened.',
        additionalContent: 'More.',
        footer: 'See you.',
      },
    ];
    renderHome(site, <AboutSection />);
    const about = screen.getByRole('region', { name: site['home-about'].title });
    expect(within(about).getByText('Only one paragraph now.')).toBeInTheDocument();
    expect(within(about).getByText('Coaches who stay')).toBeInTheDocument();
    const milestones = within(about).getAllByRole('article');
    expect(milestones.map((entry) => within(entry).getByRole('heading', { level: 4 }).textContent)).toEqual([
      'Where it began',
      'A third studio',
    ]);
    expect(milestones[0]!.querySelectorAll('p')).toHaveLength(2);
    expect(within(milestones[1]!).getByText('See you.')).toBeInTheDocument();
    // A milestone staff add takes one of the built-in pictures.
    expect(milestones[1]!.querySelector('img')?.getAttribute('src')).toMatch(/\.webp$/);
    expect(within(about).getByRole('link', { name: 'Start Your Journey Today' })).toHaveAttribute('href', '/#contact');
  });

  it('draws the facilities: the pictured areas, the shop, the equipment', () => {
    const site = structuredClone(SEED_SITE_CONTENT);
    site['home-facilities'].areas[5]!.name = 'Kit Shop';
    site['home-facilities'].equipment = ['Mats', 'Bags'];
    renderHome(site, <FacilitiesSection />);
    const section = screen.getByRole('region', { name: 'Built for Training' });
    expect(within(section).getByText(site['home-facilities'].intro)).toBeInTheDocument();
    expect(within(section).getByRole('img', { name: 'Main Training Area at the studio' })).toBeInTheDocument();
    expect(within(section).getByRole('heading', { name: 'Kit Shop' })).toBeInTheDocument();
    expect(within(section).queryByRole('img', { name: 'Kit Shop at the studio' })).toBeNull();
    expect(
      within(section)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Mats', 'Bags']);
  });
});
