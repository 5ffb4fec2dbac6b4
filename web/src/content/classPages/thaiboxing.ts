import type { ClassPageSetup } from './classPageContent.ts';

export const thaiboxingPage: ClassPageSetup = {
  slug: 'thaiboxing',
  title: 'Thai Boxing',
  eyebrow: 'The art of eight limbs',
  meta: {
    title: 'Thai Boxing (Muay Thai) Classes in Liverpool & St Helens | The Martial Arts Studio',
    description:
      'Muay Thai classes for beginners and experienced fighters at our Aintree and St Helens studios: pad work, clinch, conditioning and optional sparring.',
  },
  icon: 'sports-kabaddi',
  image: { slot: 'thaiboxing_main', alt: 'Two Thai boxers working in the clinch' },
  video: false,
};
