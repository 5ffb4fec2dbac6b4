import type { ClassPageSetup } from './classPageContent.ts';

export const kidsClassesPage: ClassPageSetup = {
  slug: 'kids-classes',
  title: 'Kids Classes',
  eyebrow: 'Confident kids, ages 5+',
  meta: {
    title: 'Kids Martial Arts & Kickboxing Classes, Ages 5+ | The Martial Arts Studio',
    description:
      'Kids martial arts in Aintree and St Helens: Little Ninjas (4-6), kids kickboxing (6+), ages 5-12, with belt promotions every 3-4 months. DBS-checked coaches.',
  },
  icon: 'child-care',
  image: { slot: 'kids_main', alt: 'Children in martial arts uniforms bowing at the start of class' },
  video: false,
};
