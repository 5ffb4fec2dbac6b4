import SportsMma from '@mui/icons-material/SportsMma';
import type { ClassPageContent } from './classPageContent.ts';

export const boxingPage: ClassPageContent = {
  slug: 'boxing',
  title: 'Boxing',
  eyebrow: 'The sweet science',
  description:
    'Footwork, head movement and straight, crisp punches. Our boxing classes are taught around the full-size ring, with skipping, bag rounds and pad work that will sharpen your reactions and leave your shoulders burning.',
  meta: {
    title: 'Boxing Classes in Aintree & St Helens | The Martial Arts Studio',
    description:
      'Boxing technique and fitness classes for all levels, taught around a full-size ring in Aintree and St Helens. Beginners welcome; free trial available.',
  },
  icon: SportsMma,
  image: { slot: null, alt: 'A boxer working the heavy bag beside the ring' },
  video: false,
  schedule: {
    description:
      'Boxing technique sessions teach the jab, cross, hooks and uppercuts alongside footwork and defence. Boxing fitness keeps the bag and pad rounds but drops the partner work, perfect for getting fit with gloves on.',
    classSize: 'Up to 20 per class, with two coaches on every Saturday ring session.',
    sessions: [
      {
        day: 'Monday',
        time: '8:00am - 9:00am',
        level: 'Boxing fitness, all levels',
        coach: 'Tony Walsh',
        site: 'Aintree',
      },
      { day: 'Tuesday', time: '6:00pm - 7:00pm', level: 'Technique, beginners', coach: 'Tony Walsh', site: 'Aintree' },
      {
        day: 'Wednesday',
        time: '7:00pm - 8:00pm',
        level: 'Technique, all levels',
        coach: 'Ryan Byrne',
        site: 'St Helens',
      },
      {
        day: 'Thursday',
        time: '7:15pm - 8:30pm',
        level: 'Intermediate & ring craft',
        coach: 'Tony Walsh',
        site: 'Aintree',
      },
      {
        day: 'Saturday',
        time: '11:30am - 12:45pm',
        level: 'Ring session, all levels',
        coach: 'Tony Walsh',
        site: 'Aintree',
      },
    ],
  },
  instructor: {
    name: 'Tony Walsh', // DEFAULT: the studio supplies its coaches' names
    title: 'Head Boxing Coach',
    photo: null, // DEFAULT: a monogram shows until the studio supplies a photo
    bio: 'Tony boxed as an amateur for more than a decade before turning to coaching. He is known for his patience with beginners and his obsession with footwork: expect to spend your first few weeks learning to move before you learn to hit hard.',
    qualifications: [
      'England Boxing Level 2 Coach',
      'Former ABA amateur boxer',
      'Enhanced DBS checked',
      'Emergency First Aid at Work',
    ],
  },
  benefits: [
    {
      title: 'Serious cardio',
      description: 'Three-minute rounds with a minute of rest train your heart and lungs like nothing else.',
    },
    {
      title: 'Quicker reactions',
      description: 'Slipping, rolling and countering sharpen your timing and hand-eye coordination.',
    },
    { title: 'Upper-body strength', description: 'Thousands of punches a week build lean shoulders, arms and back.' },
    {
      title: 'Better balance',
      description: 'Good boxing starts with the feet; your balance and coordination improve from the floor up.',
    },
    {
      title: 'Discipline and drive',
      description: 'Boxing rewards turning up and putting the rounds in, and you will see it in the rest of your week.',
    },
    {
      title: 'Stress relief',
      description: 'There are few better ways to leave a bad day behind than twenty minutes on the heavy bag.',
    },
  ],
  whatToBring: [
    { item: 'Trainers', description: 'Flat, clean indoor trainers or boxing boots; we do not box barefoot.' },
    { item: 'Training clothes', description: 'Shorts or joggers and a T-shirt or vest.' },
    { item: 'Boxing gloves', description: '12oz for bag work, 16oz for partner work; borrow a pair at first.' },
    { item: 'Hand wraps', description: 'Essential every session to protect your hands and wrists.' },
    {
      item: 'Skipping rope and water',
      description: 'Every class starts with rounds on the rope; we have spares if you forget yours.',
    },
  ],
  equipmentRental:
    'Borrow studio gloves, wraps and a skipping rope free for your first few sessions. After that, gloves and wraps are available from the studio shop at member prices.',
  faqs: [
    {
      question: 'Is there sparring?',
      answer:
        'Only in the Thursday intermediate session and the Saturday ring session, only when your coach says you are ready, and only if you want to. Technique and fitness sessions have no contact.',
    },
    {
      question: 'What is boxing fitness?',
      answer:
        'A high-energy class of skipping, bag rounds, pad work and conditioning with no partner contact. A great way to get fit and learn to punch properly.',
    },
    {
      question: 'Can I compete?',
      answer:
        'Yes. Members who want to compete can be put forward for white-collar bouts and the studio’s own fight nights once they have the experience and their coach’s approval.',
    },
    {
      question: 'I am over 40. Am I too old to start?',
      answer:
        'Not at all. Some of our most dedicated boxers started in their forties and fifties. Coaches adapt every drill to your fitness.',
    },
    {
      question: 'Does the early Monday class suit beginners?',
      answer: 'Yes. The 8am boxing fitness session is open to everyone and is a popular start to the week before work.',
    },
  ],
};
