import type { ClassPageSetup } from './classPageContent.ts';

export const streetFitCircuitPage: ClassPageSetup = {
  slug: 'street-fit-circuit',
  title: 'Street-Fit Circuit',
  eyebrow: 'No equipment, no excuses',
  meta: {
    title: 'Street-Fit Circuit Classes in Aintree & St Helens | The Martial Arts Studio',
    description:
      'High-energy bodyweight circuit classes mixing boxing drills, calisthenics and conditioning. All fitness levels, Aintree and St Helens.',
  },
  icon: 'directions-run',
  image: { slot: null, alt: 'A group doing a bodyweight circuit in the main hall' },
  video: false,
};
