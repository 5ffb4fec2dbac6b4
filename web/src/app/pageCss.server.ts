import { tokensCssFor } from '@/design/tokensCss.ts';
import base from '@/styles/base.css?raw';
import buttons from '@/styles/buttons.css?raw';
import cards from '@/styles/cards.css?raw';
import siteLayout from '@/app/layouts/SiteLayout.css?raw';
import noticeBanner from '@/components/layout/NoticeBanner.css?raw';
import brandMark from '@/components/layout/BrandMark.css?raw';
import header from '@/components/layout/Header.css?raw';
import footer from '@/components/layout/Footer.css?raw';
import hero from '@/features/home/components/HeroSection.css?raw';
import home from '@/features/home/home.css?raw';
import about from '@/features/home/components/AboutSection.css?raw';
import journey from '@/features/home/components/OurJourney.css?raw';
import facilities from '@/features/home/components/FacilitiesSection.css?raw';
import homeClasses from '@/features/home/components/ClassesSection.css?raw';
import homePricing from '@/features/home/components/PricingSection.css?raw';
import homeReviews from '@/features/home/components/ReviewsSection.css?raw';
import homeInstagram from '@/features/home/components/InstagramSection.css?raw';
import instagramPost from '@/components/embeds/InstagramPost.css?raw';
import screens from '@/app/screens.css?raw';
import embeds from '@/components/embeds/embeds.css?raw';
import contact from '@/components/contact/contact.css?raw';
import legal from '@/features/legal/legal.css?raw';
import section from '@/components/layout/Section.css?raw';
import notFound from '@/components/layout/NotFoundPage.css?raw';
import signup from '@/features/signup/signup.css?raw';
import classes from '@/features/classes/classes.css?raw';
import events from '@/features/events/events.css?raw';
import timetableDays from '@/components/timetable/TimetableDays.css?raw';
import timetable from '@/features/timetable/timetable.css?raw';
import siteHours from '@/features/home/components/SiteHours.css?raw';
import contactSection from '@/features/home/components/ContactSection.css?raw';
import scheduleSection from '@/features/home/components/ScheduleSection.css?raw';
import trial from '@/features/trial/trial.css?raw';

/**
 * The public pages' CSS, written in `.css` files beside the parts they style, in the order they cascade. The server's
 * render writes it into every page's `<head>` (entry.server.tsx), after the tokens' custom properties the rules use:
 * a client-side navigation finds the styles of every page, and no stylesheet request stands between the HTML and its
 * first paint (docs/decisions/018-public-css.md).
 */
const files = [
  base,
  siteLayout,
  noticeBanner,
  buttons,
  cards,
  brandMark,
  header,
  footer,
  hero,
  home,
  about,
  journey,
  facilities,
  homeClasses,
  homePricing,
  homeReviews,
  homeInstagram,
  instagramPost,
  screens,
  embeds,
  contact,
  legal,
  section,
  events,
  notFound,
  signup,
  classes,
  timetableDays,
  timetable,
  siteHours,
  contactSection,
  scheduleSection,
  trial,
];

/**
 * Drops the comments and the whitespace the files keep for reading. The files are as Prettier writes CSS (no string
 * values, no space that matters next to a brace, semicolon, comma, child combinator or a declaration's colon).
 */
export const minifyCss = (css: string) =>
  css
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\s*([{};,>])\s*/g, '$1')
    .replace(/:\s+/g, ':')
    .replace(/;}/g, '}')
    .replace(/\s+/g, ' ')
    .trim();

const rules = files.map(minifyCss).join('');

export const pageCss = tokensCssFor(rules) + rules;
