import SportsKabaddi from '@mui/icons-material/SportsKabaddi';
import type { ClassPageContent } from './classPageContent.ts';

export const thaiboxingPage: ClassPageContent = {
  slug: 'thaiboxing',
  title: 'Thai Boxing',
  eyebrow: 'The art of eight limbs',
  description:
    'Muay Thai uses fists, elbows, knees and shins, and our classes teach all eight weapons the traditional way: pad rounds, clinch work and conditioning that builds a fighter’s engine, whether or not you ever step into a ring.',
  meta: {
    title: 'Thai Boxing (Muay Thai) Classes in Liverpool & St Helens | The Martial Arts Studio',
    description:
      'Muay Thai classes for beginners and experienced fighters at our Aintree and St Helens studios: pad work, clinch, conditioning and optional sparring.',
  },
  icon: SportsKabaddi,
  image: { slot: 'thaiboxing_main', alt: 'Two Thai boxers working in the clinch' },
  video: false,
  schedule: {
    description:
      'Fundamentals sessions cover stance, teeps, round kicks and the basic clinch and are open to complete beginners. The technical and clinch sessions suit anyone with a few months of striking behind them.',
    classSize: 'Up to 20 per class, so there is always room to work on the bags between pad rounds.',
    sessions: [
      { day: 'Monday', time: '7:30pm - 8:45pm', level: 'Fundamentals', coach: 'Lee Harrison', site: 'St Helens' },
      { day: 'Tuesday', time: '7:00pm - 8:15pm', level: 'Technical & clinch', coach: 'Lee Harrison', site: 'Aintree' },
      { day: 'Thursday', time: '6:00pm - 7:00pm', level: 'Fundamentals', coach: 'Ryan Byrne', site: 'Aintree' },
      {
        day: 'Friday',
        time: '6:30pm - 8:00pm',
        level: 'Advanced & fight team',
        coach: 'Lee Harrison',
        site: 'Aintree',
      },
      { day: 'Sunday', time: '10:00am - 11:30am', level: 'All levels', coach: 'Ryan Byrne', site: 'St Helens' },
    ],
  },
  instructor: {
    name: 'Lee Harrison', // DEFAULT: the studio supplies its coaches' names
    title: 'Head Muay Thai Coach',
    photo: null, // DEFAULT: a monogram shows until the studio supplies a photo
    bio: 'Lee has trained in Muay Thai for over fifteen years, including several long training camps in Thailand, and has fought on shows across the Northwest. He coaches the studio’s fight team and still teaches every fundamentals class like it is someone’s first, because for someone it is.',
    qualifications: [
      'Kru (instructor) grade, Muay Thai',
      'Former Northwest amateur Muay Thai champion',
      'Enhanced DBS checked',
      'Emergency First Aid at Work',
    ],
  },
  benefits: [
    {
      title: 'Conditioning like no other',
      description:
        'Thai pad rounds are some of the hardest work in combat sport. Your stamina will climb week on week.',
    },
    {
      title: 'Eight weapons, not two',
      description: 'Knees, elbows and the clinch give you tools most striking styles never teach.',
    },
    {
      title: 'Stronger legs and core',
      description: 'Kicking off the back leg and holding the clinch builds strength from the ground up.',
    },
    {
      title: 'Tradition and respect',
      description: 'We keep the Wai Kru bow and the respect behind it; training partners look after each other.',
    },
    {
      title: 'A path to competition',
      description:
        'Interclubs and the studio’s fight nights are there if you want to test yourself, never if you do not.',
    },
    {
      title: 'Headspace',
      description: 'Ninety minutes of focus on timing and breathing leaves little room for anything else.',
    },
  ],
  whatToBring: [
    { item: 'Thai shorts or training shorts', description: 'Anything that lets you kick freely; we train barefoot.' },
    { item: 'Boxing gloves', description: '14-16oz for pad work and sparring; borrow a pair while you decide.' },
    {
      item: 'Shin guards',
      description: 'Needed from your first technical session; fundamentals sessions can use studio guards.',
    },
    {
      item: 'Hand wraps and a gum shield',
      description: 'Wraps every session; a gum shield for clinch and sparring rounds.',
    },
    { item: 'A towel and water', description: 'You will sweat. Changing rooms and showers are on site.' },
  ],
  equipmentRental:
    'Studio gloves and shin guards are free to borrow for your first few sessions. The studio shop stocks Thai shorts, gloves and shin guards at member prices when you want your own.',
  faqs: [
    {
      question: 'What is the difference between Thai boxing and kickboxing?',
      answer:
        'Thai boxing adds knees, elbows and the clinch, and scores kicks to the body and legs more heavily. If you love the idea of the clinch and hard conditioning, start here; if you want a lighter first step, try kickboxing.',
    },
    {
      question: 'Will I get hit in my first class?',
      answer:
        'No. Fundamentals sessions are pad and bag work only. Sparring is optional, happens only in the advanced session and is always controlled.',
    },
    {
      question: 'Do I need to be flexible to kick?',
      answer:
        'No. Thai round kicks are thrown at body and leg height, and your flexibility improves naturally as you train.',
    },
    {
      question: 'Can I fight for the studio?',
      answer:
        'Yes, when you and your coach agree you are ready. The Friday fight-team session prepares members for interclubs and our own fight nights.',
    },
    {
      question: 'Are elbows used in class?',
      answer:
        'Elbows are drilled on pads from early on, but they are never thrown in sparring unless you are in supervised fight preparation with full protective kit.',
    },
  ],
};
