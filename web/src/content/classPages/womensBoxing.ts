import type { ClassPageSetup } from './classPageContent.ts';

export const womensBoxingPage: ClassPageSetup = {
  slug: 'womens-boxing',
  title: 'Ladies Kickboxing',
  eyebrow: 'By women, for women',
  meta: {
    title: 'Ladies Kickboxing Classes in Liverpool & St Helens | The Martial Arts Studio',
    description:
      'Women-only kickboxing classes with a female coach in Aintree and St Helens. Get fit, learn self-defence and build confidence. Beginners welcome.',
  },
  icon: 'woman',
  image: { slot: 'womensboxing_main', alt: 'Women training kickboxing combinations on the pads' },
  video: false,
};
