import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { breakpoints, button, color, font, tint, type } from '@/design/tokens.ts';
import { tokensCssFor } from '@/design/tokensCss.ts';
import { ALL_SECTIONS_RENDERED } from '@/hydration/sectionsRendered.ts';
import { minifyCss, pageCss } from './pageCss.server.ts';

const srcDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The plain components the public pages' CSS styles: every class they use must be defined there. */
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
  'components/layout/NotFoundPage.tsx',
  'components/layout/NoticeBanner.tsx',
  'components/layout/PageHero.tsx',
  'components/layout/Section.tsx',
  'components/layout/SkipLink.tsx',
  'components/layout/VisuallyHidden.tsx',
  'components/embeds/EmbedConsentFacade.tsx',
  'components/embeds/MapEmbed.tsx',
  'components/embeds/EmbedFallback.tsx',
  'components/embeds/InstagramPost.tsx',
  'components/contact/ContactForm.tsx',
  'features/signup/components/SignupPage.tsx',
  'features/events/components/AddToCalendarButton.tsx',
  'features/events/components/EventCard.tsx',
  'features/events/components/EventDetailPage.tsx',
  'features/events/components/EventDetailStates.tsx',
  'features/events/components/EventFacts.tsx',
  'features/events/components/EventGrid.tsx',
  'features/events/components/EventImage.tsx',
  'features/events/components/FeaturedBadge.tsx',
  'features/events/components/GradingSchedule.tsx',
  'features/events/components/PrivateEventCall.tsx',
  'features/events/components/ShareLinks.tsx',
  'features/events/components/UpcomingEvents.tsx',
  'features/home/components/HeroSection.tsx',
  'features/home/components/AboutSection.tsx',
  'features/home/components/OurJourney.tsx',
  'features/home/components/FacilitiesSection.tsx',
  'features/legal/components/EmbedChoices.tsx',
  'features/legal/components/LegalPage.tsx',
  'features/legal/components/LegalSection.tsx',
  'features/legal/components/TextSections.tsx',
  'features/home/components/HomePage.tsx',
  'features/home/components/BookTourLink.tsx',
  'features/home/components/ClassesSection.tsx',
  'features/home/components/InstagramSection.tsx',
  'features/home/components/PricingSection.tsx',
  'features/home/components/ReviewsSection.tsx',
  'features/home/components/StarRating.tsx',
  'features/classes/components/BackToClasses.tsx',
  'features/classes/components/ClassBenefits.tsx',
  'features/classes/components/ClassContact.tsx',
  'features/classes/components/ClassFaq.tsx',
  'features/classes/components/ClassHero.tsx',
  'features/classes/components/ClassHeroMedia.tsx',
  'features/classes/components/ClassPage.tsx',
  'features/classes/components/ClassSchedule.tsx',
  'features/classes/components/InstructorProfile.tsx',
  'features/classes/components/WhatToBring.tsx',
  'features/home/components/ContactSection.tsx',
  'features/home/components/ScheduleSection.tsx',
  'features/home/components/SiteHours.tsx',
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

describe("the public pages' CSS", () => {
  for (const file of PLAIN_COMPONENTS) {
    it(`defines every class ${file} uses`, () => {
      const names = classNamesIn(readFileSync(path.join(srcDir, file), 'utf8'));
      expect(names.length).toBeGreaterThan(0);
      const missing = names.filter((name) => !new RegExp(`\\.${name}(?![\\w-])`).test(pageCss));
      expect(missing).toEqual([]);
    });
  }

  it('holds no line breaks, indentation or comments', () => {
    expect(pageCss).not.toMatch(/\n|\/\*/);
    expect(minifyCss("/* a note */\n.a > b,\n.c {\n  margin: 0 auto;\n  content: '';\n}\n")).toBe(
      ".a>b,.c{margin:0 auto;content:''}",
    );
  });

  it('starts with the tokens as custom properties', () => {
    const tokensCss = pageCss.slice(0, pageCss.indexOf('}') + 1);
    expect(tokensCss).toMatch(/^:root\{--[\w-]+:/);
    expect(tokensCss).toContain(`--color-brand-red:${color.brandRed}`);
    expect(tokensCss).toContain(`--color-white-12:${tint.white12}`);
    expect(tokensCss).toContain(`--font-brand-mark:${font.brandMark}`);
    expect(tokensCss).toContain(`--type-h2-size:${type.h2.size}`);
    expect(tokensCss).toContain(`--button-radius:${button.radius}px`);
    // A token no rule reads is not declared.
    expect(tokensCssFor('a{color:var(--color-gold)}')).toBe(`:root{--color-gold:${color.gold}}`);
  });

  it('declares every custom property its rules use', () => {
    const tokensCss = pageCss.slice(0, pageCss.indexOf('}') + 1);
    const declared = new Set([...tokensCss.matchAll(/(--[\w-]+):/g)].map((match) => match[1]));
    const used = new Set([...pageCss.matchAll(/var\((--[\w-]+)\)/g)].map((match) => match[1]));
    expect(used.size).toBeGreaterThan(40);
    expect([...used].filter((property) => !declared.has(property))).toEqual([]);
  });

  it('writes its media queries at the breakpoints of the tokens', () => {
    const widths = [...pageCss.matchAll(/min-width:(\d+)px\)/g)].map((match) => Number(match[1]));
    expect(widths.length).toBeGreaterThan(10);
    const known: number[] = Object.values(breakpoints);
    expect(widths.filter((width) => !known.includes(width))).toEqual([]);
  });

  it('names the attribute that marks every section laid out', () => {
    expect(pageCss).toContain(`html[${ALL_SECTIONS_RENDERED}]`);
  });
});
