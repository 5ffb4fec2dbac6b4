import { builtinImageUrl, type BuiltinImageKey } from './builtinImages.ts';

/** Timeline pictures are small thumbnails: the narrowest built-in size is plenty. */
const thumbnail = (key: BuiltinImageKey) => builtinImageUrl(key, 480, 'webp');

/** One milestone of 'Our Journey' (SPEC section 1). */
export interface TimelineEntry {
  id: string;
  year: string;
  title: string;
  content: string;
  imageUrl: string;
  additionalContent?: string;
  footer?: string;
}

export const timeline: TimelineEntry[] = [
  {
    id: 'roots',
    year: '1979',
    title: 'Where it all began',
    content:
      'Our founders started out in Lau Gar Kung Fu, training in church halls and community centres across Merseyside. The discipline, respect and hard graft of those early days still shape every class we teach.',
    imageUrl: thumbnail('about'),
    additionalContent: 'Kung fu led to kickboxing, and a lifelong love of the fight game took hold.',
  },
  {
    id: 'full-time',
    year: '1988-2000',
    title: 'Teaching full time',
    content:
      'What began as evening classes became a full-time calling. Week after week we coached beginners, built squads and sent fighters into the ring, growing a family of students right across the Northwest.',
    imageUrl: thumbnail('kickboxing'),
  },
  {
    id: 'st-helens',
    year: '1996',
    title: 'The St Helens studio opens',
    content:
      'Our first permanent home opened its doors in St Helens, giving the club matted floors, heavy bags and a place to call its own, with classes running six days a week.',
    imageUrl: thumbnail('facility_main'),
  },
  {
    id: 'aintree',
    year: '1998',
    title: 'Aintree joins the family',
    content:
      'Two years later we opened in Aintree, bringing the same coaching to north Liverpool. Today the Aintree studio is our flagship: over 6000 sq ft with a full-size ring, bag station, gym and cafe.',
    imageUrl: thumbnail('facility_boxing'),
  },
  {
    id: 'fight-nights',
    year: '2005',
    title: 'Our first fight night',
    content:
      'We staged the first show of our own event series, giving our fighters a home crowd and a proper stage. The series still runs, with new names on every card.',
    imageUrl: thumbnail('boxing'),
    footer: 'See what is coming up on our events page.',
  },
  {
    id: 'today',
    year: 'Today',
    title: 'Stronger together',
    content:
      "Two studios, thousands of members past and present, and a community that gives back. Our members raise money every year for children's charities through sponsored sessions, fight nights and fundraising challenges.",
    imageUrl: thumbnail('kids-classes'),
    additionalContent: 'Wherever your journey starts, there is a place for you on the mats.',
  },
];
