import SportsMartialArts from '@mui/icons-material/SportsMartialArts';
import type { ClassPageContent } from './classPageContent.ts';

export const kickboxingPage: ClassPageContent = {
  slug: 'kickboxing',
  title: 'Kickboxing',
  eyebrow: 'Strike with confidence',
  description:
    'Fast hands, sharp kicks and a sweat you will feel the next morning. Our kickboxing classes teach proper technique from your very first session, build real fitness round by round, and give you a belt path to follow at your own pace.',
  meta: {
    title: 'Kickboxing Classes in Aintree & St Helens | The Martial Arts Studio',
    description:
      'Beginner-friendly kickboxing classes in Aintree and St Helens. Learn real technique, get fit and grade through the belts. Book a free trial.',
  },
  icon: SportsMartialArts,
  image: { slot: 'kickboxing_main', alt: 'A kickboxer throwing a high kick on the pads at the studio' },
  video: false,
  schedule: {
    description:
      'Beginners sessions start from the basics every week, so you can join any Monday or Wednesday. Once you are comfortable with the stance, guard and basic combinations, move up to the mixed-ability and advanced sessions.',
    classSize: 'Classes are capped at 24 so every pad round gets a coach’s eye.',
    sessions: [
      { day: 'Monday', time: '6:00pm - 7:00pm', level: 'Beginners', coach: 'Mark Reynolds', site: 'Aintree' },
      {
        day: 'Monday',
        time: '7:15pm - 8:30pm',
        level: 'Intermediate & advanced',
        coach: 'Mark Reynolds',
        site: 'Aintree',
      },
      { day: 'Tuesday', time: '6:30pm - 7:30pm', level: 'All levels', coach: 'Gemma Hughes', site: 'St Helens' },
      { day: 'Wednesday', time: '6:00pm - 7:00pm', level: 'Beginners', coach: 'Gemma Hughes', site: 'Aintree' },
      { day: 'Thursday', time: '7:00pm - 8:00pm', level: 'All levels', coach: 'Mark Reynolds', site: 'St Helens' },
      {
        day: 'Saturday',
        time: '10:00am - 11:15am',
        level: 'All levels & sparring',
        coach: 'Mark Reynolds',
        site: 'Aintree',
      },
    ],
  },
  instructor: {
    name: 'Mark Reynolds', // DEFAULT: the studio supplies its coaches' names
    title: 'Head Kickboxing Coach',
    photo: null, // DEFAULT: a monogram shows until the studio supplies a photo
    bio: 'Mark walked into the studio as a nervous teenager and never really left. Twenty years on he has fought on the studio’s own fight nights, cornered dozens of first-time competitors and graded hundreds of students. His classes are loud, friendly and precise: he will fix your guard before he lets you throw your first roundhouse.',
    qualifications: [
      '3rd Dan Black Belt, Kickboxing',
      'Level 2 Kickboxing Instructor',
      'Enhanced DBS checked',
      'Emergency First Aid at Work',
    ],
  },
  benefits: [
    {
      title: 'Full-body fitness',
      description:
        'Every round works legs, core, shoulders and lungs at once; an hour burns more than most gym sessions.',
    },
    {
      title: 'Real self-defence',
      description: 'You learn to strike, move and keep your guard up under pressure, not just go through the motions.',
    },
    {
      title: 'Stress out, focus in',
      description:
        'It is hard to think about work while you are counting combinations. Most members leave calmer than they arrived.',
    },
    {
      title: 'A clear belt path',
      description: 'Gradings every few months give you a goal to train for and proof of how far you have come.',
    },
    {
      title: 'Confidence that carries over',
      description: 'Learning to stay calm with gloves on makes the rest of the week feel easier.',
    },
    {
      title: 'A team behind you',
      description:
        'Partners hold pads for each other, cheer each other through gradings and keep each other turning up.',
    },
  ],
  whatToBring: [
    {
      item: 'Comfortable kit',
      description: 'Shorts or joggers and a T-shirt you can move in. We train barefoot on the mats.',
    },
    {
      item: 'Boxing gloves',
      description: '12-16oz gloves once you are training regularly; borrow a pair for your first sessions.',
    },
    { item: 'Hand wraps', description: 'They protect your wrists and knuckles; we can show you how to put them on.' },
    { item: 'Water bottle', description: 'You will need it. There is a water fountain in the main hall to refill.' },
    {
      item: 'Gum shield',
      description: 'Needed for the Saturday sparring session only; a boil-and-bite one is fine to start.',
    },
  ],
  equipmentRental:
    'New to kickboxing? Borrow gloves, wraps and shin guards free of charge for your first few sessions. When you are ready for your own, the studio shop stocks them in every size at member prices.',
  faqs: [
    {
      question: 'I have never done any martial arts. Is this for me?',
      answer:
        'Yes. Most of our members started with no experience at all. The Monday and Wednesday beginners sessions begin from the stance up, and you work at your own pace.',
    },
    {
      question: 'Will I have to spar?',
      answer:
        'Only if you want to. Sparring is kept to the Saturday session and is always light, controlled and supervised. Plenty of members train for years without ever sparring.',
    },
    {
      question: 'How fit do I need to be?',
      answer:
        'You get fit by coming, not before you come. Coaches scale every drill, so take a breather whenever you need one.',
    },
    {
      question: 'How do gradings work?',
      answer:
        'Belt gradings run on Sundays every three to four months. Your coach will tell you when you are ready; there is no pressure to grade if you would rather just train.',
    },
    {
      question: 'Can I try a class before joining?',
      answer:
        'Of course. Book a free trial session through the form below or the sign-up page and just turn up ten minutes early in comfortable kit.',
    },
  ],
};
