/** The header's items, in order. Anchors point at sections of the home page; `to` is a route. */
export type NavItem = { label: string; anchor: HomeAnchor } | { label: string; to: string };

/** The home page's anchored sections, top to bottom. */
export const HOME_ANCHORS = [
  'home',
  'about',
  'services',
  'facilities',
  'schedule',
  'pricing',
  'reviews',
  'instagram',
  'contact',
] as const;

export type HomeAnchor = (typeof HOME_ANCHORS)[number];

export const navItems: NavItem[] = [
  { label: 'Home', anchor: 'home' },
  { label: 'About', anchor: 'about' },
  { label: 'Classes', anchor: 'services' },
  { label: 'Timetable', to: '/timetable' },
  { label: 'Facilities', anchor: 'facilities' },
  { label: 'Events', to: '/events' },
  { label: 'Schedule', anchor: 'schedule' },
  { label: 'Contact', anchor: 'contact' },
  // The one way into a trial, named the same everywhere (the hero, the pricing cards, the class pages).
  { label: 'Free trial', to: '/trial' },
];
