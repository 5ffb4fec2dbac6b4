import type { ClassPageSetup } from './classPageContent.ts';

export const boxingPage: ClassPageSetup = {
  slug: 'boxing',
  title: 'Boxing',
  eyebrow: 'The sweet science',
  meta: {
    title: 'Boxing Classes in Aintree & St Helens | The Martial Arts Studio',
    description:
      'Boxing technique and fitness classes for all levels, taught around a full-size ring in Aintree and St Helens. Beginners welcome; free trial available.',
  },
  icon: 'sports-mma',
  image: { slot: null, alt: 'A boxer working the heavy bag beside the ring' },
  video: false,
};
