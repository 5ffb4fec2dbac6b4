import type { ClassPageSetup } from './classPageContent.ts';

export const mmaBootcampsPage: ClassPageSetup = {
  slug: 'mma-bootcamps',
  title: 'MMA Bootcamps',
  eyebrow: 'Stand up. Take down. Finish strong.',
  meta: {
    title: 'MMA Bootcamp Classes in Liverpool | The Martial Arts Studio',
    description:
      'MMA bootcamps in Aintree and St Helens: striking, wrestling, ground work and fight conditioning for beginners and experienced martial artists.',
  },
  icon: 'sports-gymnastics',
  image: { slot: 'mma_main', alt: 'Two fighters grappling on the mats during an MMA session' },
  video: false,
};
