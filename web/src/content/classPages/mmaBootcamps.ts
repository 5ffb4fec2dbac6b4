import SportsGymnastics from '@mui/icons-material/SportsGymnastics';
import type { ClassPageContent } from './classPageContent.ts';

export const mmaBootcampsPage: ClassPageContent = {
  slug: 'mma-bootcamps',
  title: 'MMA Bootcamps',
  eyebrow: 'Stand up. Take down. Finish strong.',
  description:
    'Mixed martial arts brings striking, wrestling and ground fighting together. Our MMA bootcamps teach you to link them: strikes into takedowns, takedowns into control, with conditioning rounds that build the gas tank a complete fighter needs.',
  meta: {
    title: 'MMA Bootcamp Classes in Liverpool | The Martial Arts Studio',
    description:
      'MMA bootcamps in Aintree and St Helens: striking, wrestling, ground work and fight conditioning for beginners and experienced martial artists.',
  },
  icon: SportsGymnastics,
  image: { slot: 'mma_main', alt: 'Two fighters grappling on the mats during an MMA session' },
  video: false,
  schedule: {
    description:
      'Each bootcamp focuses on one link in the chain: striking to clinch, takedowns and defence, or ground control and submissions, finished with a conditioning round. The Sunday session is open mat for drilling and light rolling.',
    classSize: 'Up to 18 per session, with partners matched by size and experience.',
    sessions: [
      {
        day: 'Tuesday',
        time: '8:15pm - 9:00pm',
        level: 'All levels, striking to clinch',
        coach: 'Chris Doyle',
        site: 'Aintree',
      },
      {
        day: 'Wednesday',
        time: '6:30pm - 7:45pm',
        level: 'Beginners, takedowns & ground',
        coach: 'Chris Doyle',
        site: 'Aintree',
      },
      { day: 'Thursday', time: '7:30pm - 8:45pm', level: 'Intermediate', coach: 'Chris Doyle', site: 'St Helens' },
      {
        day: 'Saturday',
        time: '12:00pm - 1:30pm',
        level: 'Bootcamp, all levels',
        coach: 'Chris Doyle',
        site: 'St Helens',
      },
      { day: 'Sunday', time: '12:00pm - 1:30pm', level: 'Open mat', coach: 'Ryan Byrne', site: 'Aintree' },
    ],
  },
  instructor: {
    name: 'Chris Doyle', // DEFAULT: the studio supplies its coaches' names
    title: 'Head MMA Coach',
    photo: null, // DEFAULT: a monogram shows until the studio supplies a photo
    bio: 'Chris came up through the studio’s kickboxing classes before adding wrestling and Brazilian jiu-jitsu to his game. A former amateur MMA competitor, he now coaches beginners and fighters alike with one rule: tap early, tap often, and come back next week.',
    qualifications: [
      'Brown Belt, Brazilian Jiu-Jitsu',
      '2nd Dan Black Belt, Kickboxing',
      'Former amateur MMA competitor',
      'Enhanced DBS checked',
      'Emergency First Aid at Work',
    ],
  },
  benefits: [
    {
      title: 'The complete game',
      description: 'Striking, wrestling and ground work in one class, and how to join them together.',
    },
    {
      title: 'Problem-solving under pressure',
      description: 'Grappling is physical chess; you learn to stay calm and think when it is hard.',
    },
    { title: 'Full-body strength', description: 'Pushing, pulling and holding positions build strength you can use.' },
    {
      title: 'Fight-ready fitness',
      description: 'Conditioning rounds build the stamina to keep going when others fade.',
    },
    {
      title: 'Self-defence that works',
      description: 'Knowing what to do if a situation goes to the ground is a rare and valuable skill.',
    },
    {
      title: 'A tight-knit team',
      description: 'Rolling with the same partners week after week builds trust and friendships fast.',
    },
  ],
  whatToBring: [
    {
      item: 'Rash guard or fitted T-shirt',
      description: 'Baggy tops get caught; no zips, pockets or buttons on the mats.',
    },
    { item: 'MMA or training shorts', description: 'Shorts without zips or pockets.' },
    { item: 'Gum shield', description: 'Required for any sparring or live grappling.' },
    { item: 'MMA gloves', description: '4-7oz open-fingered gloves; borrow a pair for your first sessions.' },
    { item: 'Sliders and water', description: 'Footwear off the mats, bare feet on them, and plenty of water.' },
  ],
  equipmentRental:
    'MMA gloves and shin guards are free to borrow while you find your feet. Gum shields cannot be shared, so please bring your own; the studio shop sells boil-and-bite ones.',
  faqs: [
    {
      question: 'Do I need a background in martial arts?',
      answer:
        'No. The Wednesday beginners session starts from the fundamentals of takedowns and ground positions, and strikers and grapplers new to the other side learn together.',
    },
    {
      question: 'Is it safe?',
      answer:
        'Yes. Live rounds are light and supervised, partners are matched by size and experience, and the rule is simple: tap early and let go immediately when your partner taps.',
    },
    {
      question: 'Will I have to fight?',
      answer:
        'Never. Most of our MMA members train for fitness and skill. Competition is there for those who want it, with the coach’s approval.',
    },
    {
      question: 'What is open mat?',
      answer:
        'A Sunday session for drilling what you have learned and light rolling with a coach on hand. Members of any MMA, kickboxing or Thai boxing class are welcome.',
    },
    {
      question: 'How clean are the mats?',
      answer:
        'Mats are cleaned after every session. Please keep your nails short, cover any cuts and stay at home if you have a skin infection.',
    },
  ],
};
