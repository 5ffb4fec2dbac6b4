import type { ClassPageSetup } from './classPageContent.ts';

export const circuitTrainingPage: ClassPageSetup = {
  slug: 'circuit-training',
  title: 'Strength & Conditioning',
  eyebrow: 'Build the engine',
  meta: {
    title: 'Strength & Conditioning Classes in Aintree & St Helens | The Martial Arts Studio',
    description:
      'Small-group strength and conditioning in Aintree and St Helens: coached lifting, kettlebells and conditioning, programmed for real progress.',
  },
  icon: 'fitness-center',
  image: { slot: 'circuit_main', alt: 'A member lifting a kettlebell in the strength and conditioning area' },
  video: false,
};
