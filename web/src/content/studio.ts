/** The studio's own lines, used across the site. */
export const studioCopy = {
  heroEyebrow: 'Aintree · St Helens · Since 1979',
  heroTagline:
    'Premier martial arts training for all ages and abilities. Kickboxing, Thai boxing, boxing, MMA and fitness, coached by people who have lived it for over four decades.',
  footerTagline:
    'Premier martial arts training for all ages and skill levels across St Helens and Liverpool. Come as you are, leave stronger.',
  studioSpace: 'Over 6000 sq ft of studio space',
} as const;
