/** The header's items, in order. Anchors point at sections of the home page; `to` is a route. */
export type NavItem =
  { kind: 'anchor'; label: string; anchor: HomeAnchor } | { kind: 'route'; label: string; to: string };

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
  { kind: 'anchor', label: 'Home', anchor: 'home' },
  { kind: 'anchor', label: 'About', anchor: 'about' },
  { kind: 'anchor', label: 'Classes', anchor: 'services' },
  { kind: 'route', label: 'Timetable', to: '/timetable' },
  { kind: 'anchor', label: 'Facilities', anchor: 'facilities' },
  { kind: 'route', label: 'Events', to: '/events' },
  { kind: 'anchor', label: 'Schedule', anchor: 'schedule' },
  { kind: 'anchor', label: 'Contact', anchor: 'contact' },
  // The one way into a trial, named the same everywhere (the hero, the pricing cards, the class pages).
  { kind: 'route', label: 'Free trial', to: '/trial' },
];
