import DirectionsRun from '@mui/icons-material/DirectionsRun';
import type { ClassPageContent } from './classPageContent.ts';

export const streetFitCircuitPage: ClassPageContent = {
  slug: 'street-fit-circuit',
  title: 'Street-Fit Circuit',
  eyebrow: 'No equipment, no excuses',
  description:
    'A fast, bodyweight-based circuit that borrows from boxing and calisthenics: burpees, bear crawls, shadow boxing, sprints and core work, in timed stations that keep your heart rate high and the hour flying by.',
  meta: {
    title: 'Street-Fit Circuit Classes in Aintree & St Helens | The Martial Arts Studio',
    description:
      'High-energy bodyweight circuit classes mixing boxing drills, calisthenics and conditioning. All fitness levels, Aintree and St Helens.',
  },
  icon: DirectionsRun,
  image: { slot: null, alt: 'A group doing a bodyweight circuit in the main hall' },
  video: false,
  schedule: {
    description:
      'Each session is ten stations of 45 seconds work and 15 seconds rest, repeated for three to four rounds. The stations change every week, so no two sessions are the same.',
    classSize: 'Up to 24 per session, working in pairs around the stations.',
    sessions: [
      { day: 'Monday', time: '6:30pm - 7:15pm', level: 'All levels', coach: 'Jess Taylor', site: 'St Helens' },
      { day: 'Tuesday', time: '9:30am - 10:15am', level: 'All levels', coach: 'Jess Taylor', site: 'Aintree' },
      { day: 'Wednesday', time: '8:00pm - 8:45pm', level: 'All levels', coach: 'Jess Taylor', site: 'Aintree' },
      { day: 'Friday', time: '8:00am - 8:45am', level: 'All levels', coach: 'Dan Murphy', site: 'Aintree' },
      { day: 'Saturday', time: '12:00pm - 12:45pm', level: 'All levels', coach: 'Jess Taylor', site: 'Aintree' },
    ],
  },
  instructor: {
    name: 'Jess Taylor', // DEFAULT: the studio supplies its coaches' names
    title: 'Fitness Coach',
    photo: null, // DEFAULT: a monogram shows until the studio supplies a photo
    bio: 'Jess brings the energy. A former county athlete and a kickboxer of eight years, she designs every circuit herself and sets the playlist to match. Expect to be pushed, expect to be encouraged, and expect to leave smiling.',
    qualifications: [
      'Level 3 Personal Trainer',
      'Level 2 Exercise to Music / Circuit Instructor',
      '1st Dan Black Belt, Kickboxing',
      'Emergency First Aid at Work',
    ],
  },
  benefits: [
    {
      title: 'Maximum burn, minimum time',
      description: 'Forty-five minutes of intervals keeps working long after you have gone home.',
    },
    {
      title: 'Functional fitness',
      description: 'Crawling, jumping, pushing and pulling make everyday movement easier.',
    },
    {
      title: 'Every level in one room',
      description: 'Every station has a lighter and a harder option; you pick the one that suits you today.',
    },
    { title: 'Never the same twice', description: 'Stations change every week, so you will not get bored or plateau.' },
    {
      title: 'Boxing skills on the side',
      description: 'Shadow boxing and bag stations teach you to punch while you sweat.',
    },
    { title: 'Train anywhere', description: 'No kit means you can take the moves home, on holiday, or to the park.' },
  ],
  whatToBring: [
    { item: 'Supportive trainers', description: 'There is plenty of jumping and sprinting; cushioned trainers help.' },
    { item: 'Breathable kit', description: 'Shorts or leggings and a T-shirt you do not mind sweating through.' },
    { item: 'Water bottle', description: 'Quick sips between rounds.' },
    { item: 'Small towel', description: 'For you and for wiping down the stations.' },
    {
      item: 'Your own mat (optional)',
      description: 'Studio mats are provided, but some members prefer their own for the core work.',
    },
  ],
  equipmentRental:
    'Nothing to rent: every station uses your bodyweight or studio kit that is provided in class, including bags, gloves, mats and skipping ropes.',
  faqs: [
    {
      question: 'How is this different from Strength & Conditioning?',
      answer:
        'Street-Fit Circuit is fast and bodyweight-based, built for stamina and fat loss. Strength & Conditioning uses barbells and kettlebells with longer rests, built to make you stronger.',
    },
    {
      question: 'I am really unfit. Will I keep up?',
      answer:
        'Yes. It is your own 45 seconds at each station; nobody is racing you. Take the easier option and build up from there.',
    },
    {
      question: 'How many calories will I burn?',
      answer:
        'It depends on you, but a hard circuit session is one of the most calorie-dense workouts on our timetable.',
    },
    {
      question: 'Do I need to book?',
      answer:
        'Members can just turn up, but sessions fill on Monday and Wednesday evenings, so booking through the member portal is wise.',
    },
    {
      question: 'Can teenagers come?',
      answer: 'Yes, from 14 with a parent or guardian’s consent. Under-14s are welcome in our Kids Classes.',
    },
  ],
};
