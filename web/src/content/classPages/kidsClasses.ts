import type { ClassPageSetup } from './classPageContent.ts';

export const kidsClassesPage: ClassPageSetup = {
  slug: 'kids-classes',
  title: 'Kids Classes',
  eyebrow: 'Confident kids',
  meta: {
    title: 'Kids Martial Arts & Kickboxing Classes, Ages 5+ | The Martial Arts Studio',
    description:
      'Kids martial arts in Aintree and St Helens for children 5+: Little Ninjas and kids kickboxing, with belt promotions every 3-4 months. DBS-checked coaches.',
  },
  icon: 'child-care',
  image: { slot: 'kids_main', alt: 'Children in martial arts uniforms bowing at the start of class' },
  video: false,
};
