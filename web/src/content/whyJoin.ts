/** The five reasons on the sign-up page's 'Why Join' list. */
export const whyJoin: readonly { title: string; description: string }[] = [
  {
    title: 'Over 40 years of martial arts',
    description: 'Our roots go back to 1979, and we have been teaching full time in Aintree and St Helens ever since.',
  },
  {
    title: 'Classes for every age and level',
    description: 'Kickboxing, Thai boxing, boxing, MMA, fitness and kids classes, from complete beginners to fighters.',
  },
  {
    title: 'Qualified, DBS-checked coaches',
    description: 'Every coach is first-aid trained, and everyone who teaches children is DBS-checked.',
  },
  {
    title: 'Over 6000 sq ft of studio space',
    description: 'Matted halls, a full-size boxing ring, a heavy bag station, a gym, an onsite cafe and a shop.',
  },
  {
    title: 'Your first class is free',
    description: 'Try a class before you commit, then choose pay as you go or the membership that fits.',
  },
];
