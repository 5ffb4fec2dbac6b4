import { telHref } from '@studio/core/contact/phone';
import type { TextSection } from './legalText.ts';
import type { StudioContent } from '@studio/core/content/siteContent';
import { siteConfig } from './siteConfig.ts';

export const accessibilityPage = {
  title: 'Accessibility statement',
  lead: `How accessible the ${siteConfig.name} website is, how we check it, and how to tell us about a problem.`,
  /** When the statement was prepared and last reviewed; change it with the text. */
  reviewed: '25 November 2026',
} as const;

/** The statement, in the usual UK form (after the GOV.UK model statement). */
export function accessibilityStatement(studio: StudioContent): TextSection[] {
  return [
    {
      id: 'using-this-website',
      heading: 'Using this website',
      blocks: [
        {
          paragraph: [
            `This statement applies to ${siteConfig.url.replace(/^https?:\/\//, '')}, run by ${siteConfig.name}. We want as many people as possible to be able to use it. For example, you should be able to:`,
          ],
        },
        {
          list: [
            ['zoom in up to 400% without the text spilling off the screen;'],
            ['use every page, menu and form with a keyboard alone;'],
            ['skip straight to the main content of each page;'],
            ['use the site with a screen reader (such as NVDA, JAWS or VoiceOver) and with speech recognition;'],
            ['turn off animations with your device’s reduced-motion setting.'],
          ],
        },
        {
          paragraph: [
            'AbilityNet has ',
            { text: 'advice on making your device easier to use', href: 'https://mcmw.abilitynet.org.uk/' },
            ' if you have a disability.',
          ],
        },
      ],
    },
    {
      id: 'how-accessible',
      heading: 'How accessible this website is',
      blocks: [
        {
          paragraph: [
            'We aim to meet the Web Content Accessibility Guidelines (WCAG) version 2.2 at level AA. Our own pages meet it as far as we know. Some content from other companies may not:',
          ],
        },
        {
          list: [
            [
              'Instagram posts, maps and our booking system’s timetables and registration form come from those companies, and we cannot check or fix them. Each has a plain link beside it to the same content on the company’s own site, and the class timetables are also written out on each class page.',
            ],
          ],
        },
      ],
    },
    {
      id: 'report-a-problem',
      heading: 'Reporting a problem, or asking for another format',
      blocks: [
        {
          paragraph: [
            'If something on this website is hard to use, or you need information in a different format, e-mail ',
            { text: studio.email, href: `mailto:${studio.email}` },
            ' or call ',
            { text: studio.phone, href: telHref(studio.phone) },
            '. Tell us the page and what went wrong. We will reply within 5 working days.',
          ],
        },
        {
          paragraph: [
            'If you are not happy with our reply, the ',
            {
              text: 'Equality Advisory and Support Service (EASS)',
              href: 'https://www.equalityadvisoryservice.com/',
            },
            ' can advise you.',
          ],
        },
      ],
    },
    {
      id: 'how-we-tested',
      heading: 'How we tested this website',
      blocks: [
        {
          paragraph: ['Every change to the website is checked before it goes live:'],
        },
        {
          list: [
            [
              'automated axe checks against the WCAG 2.2 A and AA rules on every page and every state of it (menus open, forms with errors and sent, embedded content before and after it loads, empty and loading lists), at phone and desktop sizes;',
            ],
            ['keyboard-only use of the public pages and of the staff admin area, including its dialogs;'],
            [
              'checks that every image has a text alternative or is marked as decoration, and that colours have enough contrast.',
            ],
          ],
        },
        {
          paragraph: [
            `This statement was prepared on ${accessibilityPage.reviewed} and last reviewed on ${accessibilityPage.reviewed}.`,
          ],
        },
      ],
    },
  ];
}
