import { INSIGHTS_OPT_OUT_KEY } from '@studio/core/insights/insightsBeacon';
import { telHref } from '@studio/core/contact/phone';
import type { StudioContent } from '@studio/core/content/siteContent';
import { EMBED_CONSENT_KEY_NAME } from './embeddedContent.ts';
import { NOTICE_CLOSED_KEY_NAME } from './noticeBanner.ts';
import { RETENTION_PERIOD, type TextSection } from './legalText.ts';
import { siteConfig } from './siteConfig.ts';

export const privacyPage = {
  title: 'Privacy and cookies',
  lead: `How ${siteConfig.name} uses what you tell us through this website, how long we keep it, your rights, how we count visits to the website, and the choices you have over that and over content from other websites.`,
  /** The date the notice was last changed; change it with the text. */
  updated: '28 November 2026',
  choicesHeading: 'Content from other websites',
  choicesIntro:
    'Some parts of this site come from other companies: Instagram posts, maps, and our booking system’s timetables and registration form. Nothing is loaded from them until you choose it, here or with the button where the content would be. Your choice is remembered on this browser for each kind, and you can change it at any time.',
  choicesWithdrawNote:
    'Withdrawing stops that content loading from your next page view. Cookies the company has already set stay until they expire or you clear them in your browser.',
} as const;

/** The words of the "Don't count my visits" choice on /privacy (studio insights). */
export const visitCountingChoice = {
  /** The button, pressed while the visitor's visits are not counted (the name people and tests use it by). */
  button: "Don't count my visits",
  counted: 'Your visits are counted as part of the totals',
  notCounted: 'Your visits are not counted',
  how: `Pressing the button stops this browser’s visits being counted, from the next thing you do here. The choice is kept in this browser only, under the name “${INSIGHTS_OPT_OUT_KEY}” in its local storage, and never leaves your device. Press the button again to be counted again.`,
  globalPrivacyControl:
    'Your browser sends Global Privacy Control or Do Not Track, so your visits are not counted whatever you choose here.',
  notStored:
    'Your browser did not let this site store your choice (its storage for websites is switched off), so it cannot be kept. Global Privacy Control, if your browser offers it, stops the counting too.',
  withoutJavaScript:
    'Your browser is not running this site’s JavaScript, so none of your visits is counted at all: the counting is done by a small script, and the choice here needs it too.',
} as const;

/**
 * The statistics about visits (studio insights, docs/decisions/029-studio-insights.md) in plain words: what is
 * counted, why, how long it is kept, what is stored on the visitor's device and the legal basis; /privacy puts the
 * "Don't count my visits" choice under it.
 */
export const visitStatistics: TextSection = {
  id: 'statistics',
  heading: 'Counting visits to this website',
  blocks: [
    {
      paragraph: [
        'To see how the website is used, and to improve it, this website’s own server counts the visits to its public pages. For each page you open it counts:',
      ],
    },
    {
      list: [
        ['which page it was, and the website you came from (its name only, such as google.com);'],
        ['the campaign named in the link you followed, if it named one;'],
        ['whether you use a phone, a tablet or a computer, from the width of the screen;'],
        [
          'whether you sent us a message, booked a free trial, or pressed Join Today, the member portal, our phone number or our e-mail address;',
        ],
        [
          'how quickly the page showed and answered your taps on your device (the measures Google calls Core Web Vitals).',
        ],
      ],
    },
    {
      paragraph: [
        'Only totals are kept, such as “40 visitors and 55 page views on the kickboxing page on 3 March”. To count how many different people visited on a day without knowing who they are, the server turns your internet (IP) address and browser details, mixed with a secret that changes every day, into a code that cannot be turned back. The code is kept only for that day: then it is deleted along with the day’s secret, so no visit can be linked to you or to another day. Your address itself is not stored.',
      ],
    },
    {
      paragraph: [
        'We use the totals only to improve the website: to see which pages help people find a class, and whether the pages are quick on visitors’ phones. They are not used for advertising or to build a profile of anyone, and they are not shared. The daily totals are kept for 25 months, so that a year can be compared with the one before, and then deleted.',
      ],
    },
    {
      paragraph: [
        'The counting sets no cookie and stores nothing in your browser; the only thing kept there is your own choice below, if you make one. Nothing is sent to another company’s analytics.',
      ],
    },
    {
      paragraph: [
        'The law allows this without asking you first: the Privacy and Electronic Communications Regulations (PECR), as amended by the Data (Use and Access) Act 2025, let a website measure how its own pages are used, for statistics that help improve it, provided visitors are told clearly and can object simply and free of charge. As the day’s code is made from your internet address, our lawful basis under the UK GDPR is legitimate interests: knowing how our website is used, to make it work better for the people who visit it.',
      ],
    },
    {
      paragraph: [
        'You can object at any time, for free, with the choice below. Your visits are not counted either if your browser sends Global Privacy Control or Do Not Track, or while our staff are signed in to the staff area in the same browser.',
      ],
    },
  ],
};

/**
 * Who processes contact messages and where they are stored, for the deployment this build serves: the Firebase
 * deployment keeps them in Google's London region, the self-hosted server on the machine that runs it.
 */
function storage(): TextSection['blocks'] {
  if (import.meta.env.VITE_BACKEND === 'firebase') {
    return [
      {
        paragraph: [
          'This website runs on Google Firebase. Google Ireland Limited processes your message for us, as our data processor, and stores it in its data centres in London (the europe-west2 region). Google may give its own staff and subprocessors access only as its data processing terms allow.',
        ],
      },
    ];
  }
  return [
    {
      paragraph: [
        'Your message is stored in the database of the server that runs this website, which our hosting provider operates for us as our data processor. Only our staff can read messages, after signing in to the staff area.',
      ],
    },
  ];
}

/**
 * The privacy notice: what the ICO's right-to-be-informed checklist asks for, in plain English, with the studio's
 * contact details as staff keep them (Site Content).
 */
export function privacyNotice(studio: StudioContent): TextSection[] {
  const sites = Object.values(studio.sites)
    .map((site) => `${site.name} (${site.address})`)
    .join(' and ');
  return [
    {
      id: 'who-we-are',
      heading: 'Who we are',
      blocks: [
        {
          paragraph: [
            `${siteConfig.name} is a martial arts and fitness studio with two sites: ${sites}. We are the controller of the personal information described here. For anything about your data, e-mail `,
            { text: studio.email, href: `mailto:${studio.email}` },
            ' or call ',
            { text: studio.phone, href: telHref(studio.phone) },
            '.',
          ],
        },
      ],
    },
    {
      id: 'contact-form',
      heading: 'What the contact form collects, and why',
      blocks: [
        {
          paragraph: [
            'When you send us a message through the contact form on the home page or a class page, we receive:',
          ],
        },
        {
          list: [
            ['your name, your e-mail address and your message;'],
            ['your phone number and the class you are interested in, if you give them;'],
            ['the date and time you sent it.'],
          ],
        },
        {
          paragraph: [
            'We use these only to answer your message: a coach reads it and replies by e-mail or phone. We do not use them for marketing, and we do not sell or share them with anyone else.',
          ],
        },
        {
          paragraph: [
            'Our lawful basis is legitimate interests: you asked us something, and we have a legitimate interest in answering it. The form is not needed to train with us; you can call or visit instead.',
          ],
        },
        {
          paragraph: [
            'To stop the form being abused, our server counts how many messages come from each internet (IP) address over a few minutes. The address is not stored with your message.',
          ],
        },
      ],
    },
    {
      id: 'processors',
      heading: 'Who handles it, and where it is stored',
      blocks: [
        ...storage(),
        {
          paragraph: [
            'A copy of each message is sent by e-mail to the studio’s own mailbox so that a coach sees it quickly.',
          ],
        },
        {
          paragraph: [
            'Like any website, the server that sends you these pages sees your internet (IP) address and browser details in order to answer each request, and may record them in its logs for security; we use them for nothing else.',
          ],
        },
      ],
    },
    {
      id: 'retention',
      heading: 'How long we keep it',
      blocks: [
        {
          paragraph: [
            'We keep contact messages for ',
            RETENTION_PERIOD,
            ' from the day you send them. After that they are deleted automatically. If you become a member, what you give us to join is handled under our membership terms, through our booking provider.',
          ],
        },
      ],
    },
    {
      id: 'your-rights',
      heading: 'Your rights',
      blocks: [
        { paragraph: ['You have the right to:'] },
        {
          list: [
            ['ask for a copy of the information we hold about you (access);'],
            ['ask us to correct anything that is wrong or incomplete (rectification);'],
            ['ask us to delete it (erasure);'],
            ['object to us using it, including to our legitimate interests in answering your message (objection).'],
          ],
        },
        {
          paragraph: [
            'To use any of these, e-mail ',
            { text: studio.email, href: `mailto:${studio.email}` },
            ' or ask at either studio. It is free, and we will answer within one month.',
          ],
        },
      ],
    },
    {
      id: 'complaints',
      heading: 'Complaints',
      blocks: [
        {
          paragraph: [
            'If you are unhappy with how we have used your information, please tell us first and we will try to put it right. You also have the right to complain to the Information Commissioner’s Office (ICO), the UK’s data protection regulator: ',
            { text: 'ico.org.uk/make-a-complaint', href: 'https://ico.org.uk/make-a-complaint/' },
            ', or call 0303 123 1113.',
          ],
        },
      ],
    },
    {
      id: 'cookies',
      heading: 'Cookies and storage on your device',
      blocks: [
        {
          paragraph: [
            `This website sets no cookies on visitors and stores nothing on your device unless you choose to (below). ${
              import.meta.env.VITE_BACKEND === 'firebase'
                ? 'Our staff’s browsers keep them signed in to the staff area in their own storage'
                : 'Our staff get one cookie when they sign in to the staff area, to keep them signed in'
            }, and a note that their own visits are not counted.`,
          ],
        },
        {
          paragraph: [
            `When you choose to show content from another website (below), this site remembers that choice in your browser’s local storage, under the name “${EMBED_CONSENT_KEY_NAME}”. It holds only which kinds you allowed, never leaves your device, and is deleted when you withdraw every kind or clear your browser’s site data.`,
          ],
        },
        {
          paragraph: [
            `When you choose “${visitCountingChoice.button}” (below), this site remembers that in your browser’s local storage, under the name “${INSIGHTS_OPT_OUT_KEY}”. It holds only that choice, never leaves your device, and is deleted when you press the button again or clear your browser’s site data.`,
          ],
        },
        {
          paragraph: [
            `When you close the notice at the top of the pages, this site remembers that in your browser’s session storage, under the name “${NOTICE_CLOSED_KEY_NAME}”, so it stays closed while you look around. It holds only which notice you closed, never leaves your device, and is deleted when you close your browser.`,
          ],
        },
        {
          paragraph: [
            'The other companies’ content may set cookies and read its own storage once you choose to load it; each company’s own privacy policy explains what it does.',
          ],
        },
      ],
    },
  ];
}
