import type { ClassPageSetup } from './classPageContent.ts';

export const kickboxingPage: ClassPageSetup = {
  slug: 'kickboxing',
  title: 'Kickboxing',
  eyebrow: 'Strike with confidence',
  meta: {
    title: 'Kickboxing Classes in Aintree & St Helens | The Martial Arts Studio',
    description:
      'Beginner-friendly kickboxing classes in Aintree and St Helens. Learn real technique, get fit and grade through the belts. Book a free trial.',
  },
  icon: 'sports-martial-arts',
  image: { slot: 'kickboxing_main', alt: 'A kickboxer throwing a high kick on the pads at the studio' },
  video: false,
};
