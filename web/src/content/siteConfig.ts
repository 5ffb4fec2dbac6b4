/**
 * What about the studio is fixed in code: its name, address on the web and third-party ids. Its contact details,
 * addresses, opening hours, social, partner and member portal links are content staff edit (Site Content in the
 * admin; seeded from core/src/content/siteContentSeed.ts). Values marked DEFAULT are stand-ins until the studio supplies
 * its own.
 */
export const siteConfig = {
  name: 'The Martial Arts Studio',
  /** Used in the reply subject when a message names no class: "RE: Your inquiry about …". */
  classesLabel: "The Martial Arts Studio's classes",
  url: 'https://www.themartialartsstudio.co.uk', // DEFAULT
  /** The gym-management provider's embeddable widgets (schedule, registration form, events). */
  gymWidgets: {
    /** The provider's name, as the site tells visitors whose content a widget loads. */
    providerName: 'Gym Manager', // DEFAULT
    scriptUrl: 'https://widgets.gymmanager.example/embed.js', // DEFAULT
    gymId: 'tmas', // DEFAULT
    scheduleRef: 'studio-schedule', // DEFAULT
    stHelensScheduleRef: 'st-helens-schedule', // DEFAULT
    eventsRef: 'events-schedule', // DEFAULT
    formRef: 'free-trial', // DEFAULT
    /** Plain pages shown as links when a widget cannot load. */
    scheduleUrl: 'https://members.gymmanager.example/tmas/schedule', // DEFAULT
    stHelensScheduleUrl: 'https://members.gymmanager.example/tmas/schedule/st-helens', // DEFAULT
    signupUrl: 'https://members.gymmanager.example/tmas/join', // DEFAULT
    eventsUrl: 'https://members.gymmanager.example/tmas/events', // DEFAULT
  },
  instagram: {
    scriptUrl: 'https://www.instagram.com/embed.js',
    posts: [
      'https://www.instagram.com/p/C1kbx0aN9Qe/', // DEFAULT
      'https://www.instagram.com/p/C2a7rT3NyLm/', // DEFAULT
      'https://www.instagram.com/p/C3QwE5fN0aZ/', // DEFAULT
      'https://www.instagram.com/p/C4hT9xLNs2B/', // DEFAULT
      'https://www.instagram.com/p/C5mV2pQN8cD/', // DEFAULT
      'https://www.instagram.com/p/C6zR7kWNe4F/', // DEFAULT
    ],
  },
  maps: {
    /** Embedded map iframe URL for a place; the fallback link opens the same query. */
    embedUrl: (query: string) => `https://www.google.com/maps?q=${encodeURIComponent(query)}&output=embed`,
    linkUrl: (query: string) => `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`,
  },
} as const;
