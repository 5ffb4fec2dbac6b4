import FitnessCenter from '@mui/icons-material/FitnessCenter';
import type { ClassPageContent } from './classPageContent.ts';

export const circuitTrainingPage: ClassPageContent = {
  slug: 'circuit-training',
  title: 'Strength & Conditioning',
  eyebrow: 'Build the engine',
  description:
    'Coached strength and conditioning in our fully equipped gym: kettlebells, barbells, sleds and bodyweight work, programmed in blocks so you get measurably stronger and fitter, whether you fight or just want to feel capable.',
  meta: {
    title: 'Strength & Conditioning Classes in Aintree & St Helens | The Martial Arts Studio',
    description:
      'Small-group strength and conditioning in Aintree and St Helens: coached lifting, kettlebells and conditioning, programmed for real progress.',
  },
  icon: FitnessCenter,
  image: { slot: 'circuit_main', alt: 'A member lifting a kettlebell in the strength and conditioning area' },
  video: false,
  schedule: {
    description:
      'Sessions follow a six-week programme that changes focus between strength, power and conditioning. Every exercise has an easier and a harder option, so beginners and fighters train side by side.',
    classSize: 'A maximum of 14 per session so your coach can check every lift.',
    sessions: [
      { day: 'Monday', time: '12:15pm - 1:00pm', level: 'All levels', coach: 'Dan Murphy', site: 'Aintree' },
      { day: 'Tuesday', time: '8:00am - 9:00am', level: 'All levels', coach: 'Dan Murphy', site: 'Aintree' },
      { day: 'Wednesday', time: '6:00pm - 7:00pm', level: 'All levels', coach: 'Dan Murphy', site: 'St Helens' },
      { day: 'Thursday', time: '8:00am - 9:00am', level: 'All levels', coach: 'Dan Murphy', site: 'Aintree' },
      {
        day: 'Friday',
        time: '5:30pm - 6:30pm',
        level: 'Fighters’ conditioning',
        coach: 'Lee Harrison',
        site: 'Aintree',
      },
      { day: 'Sunday', time: '9:30am - 10:30am', level: 'All levels', coach: 'Dan Murphy', site: 'Aintree' },
    ],
  },
  instructor: {
    name: 'Dan Murphy', // DEFAULT: the studio supplies its coaches' names
    title: 'Strength & Conditioning Coach',
    photo: null, // DEFAULT: a monogram shows until the studio supplies a photo
    bio: 'Dan is a qualified personal trainer who spent years preparing the studio’s fighters for fight night before opening his sessions to everyone. He cares about good form above everything and will happily take weight off the bar to get it.',
    qualifications: [
      'Level 3 Personal Trainer',
      'British Weightlifting Level 2 Coach',
      'Kettlebell instructor certificate',
      'Emergency First Aid at Work',
    ],
  },
  benefits: [
    { title: 'Real strength gains', description: 'Progressive programming means the numbers go up block after block.' },
    {
      title: 'Coached technique',
      description: 'Learn to squat, hinge, press and carry safely, with a coach watching every rep.',
    },
    {
      title: 'Better at your sport',
      description: 'Power and conditioning carry straight over to kickboxing, boxing and MMA.',
    },
    {
      title: 'Injury resilience',
      description: 'Strong joints and a strong back keep you training, and keep everyday life easier.',
    },
    {
      title: 'Short and efficient',
      description: 'A lunchtime session is just 45 minutes and still gets the job done.',
    },
    {
      title: 'Motivation on tap',
      description: 'Training in a small group keeps you honest and makes heavy days more fun.',
    },
  ],
  whatToBring: [
    { item: 'Trainers', description: 'Flat-soled trainers are best for lifting; no need for specialist shoes.' },
    { item: 'Gym clothes', description: 'Something you can squat and stretch in.' },
    { item: 'Water bottle', description: 'Refill at the fountain between blocks.' },
    { item: 'Towel', description: 'Please wipe down the kit after each block.' },
    {
      item: 'A training log (optional)',
      description: 'Writing your weights down is the easiest way to see your progress.',
    },
  ],
  equipmentRental:
    'All the kit is provided: barbells, plates, kettlebells, sleds and boxes. Lifting belts and wrist wraps are available to borrow; ask your coach.',
  faqs: [
    {
      question: 'Will lifting weights make me bulky?',
      answer:
        'Not unless that is your goal and you eat for it. Most members find they get leaner, stronger and move better.',
    },
    {
      question: 'I have never lifted before. Is that OK?',
      answer:
        'Yes. Everyone starts with light weights or bodyweight and learns the movement first. Your coach will tell you when to add weight.',
    },
    {
      question: 'What is the Friday fighters’ conditioning session?',
      answer:
        'A harder session built around the demands of fighting, for members of our combat classes. Anyone is welcome once they have done a few regular sessions.',
    },
    {
      question: 'Can I use the gym outside class times?',
      answer: 'Yes. Gym pay as you go is £5 per session, or £20/month for a gym membership, during opening hours.',
    },
    {
      question: 'I have an old injury. Can I still join?',
      answer:
        'Usually, yes. Tell your coach before the session and they will adapt the exercises; if in doubt, check with your GP or physio first.',
    },
  ],
};
