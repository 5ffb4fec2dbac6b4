import ChildCare from '@mui/icons-material/ChildCare';
import type { ClassPageContent } from './classPageContent.ts';

export const kidsClassesPage: ClassPageContent = {
  slug: 'kids-classes',
  title: 'Kids Classes',
  eyebrow: 'Confident kids, ages 5+',
  description:
    'Martial arts for children aged 5 to 12, taught by DBS-checked coaches in a safe, structured and fun environment. Kids learn discipline, respect and real skills, burn off energy, and earn their belts along the way. Little Ninjas (ages 4-6) and Kids Kickboxing (ages 6+) run every week at both studios.',
  meta: {
    title: 'Kids Martial Arts & Kickboxing Classes, Ages 5+ | The Martial Arts Studio',
    description:
      'Kids martial arts in Aintree and St Helens: Little Ninjas (4-6), kids kickboxing (6+), ages 5-12, with belt promotions every 3-4 months. DBS-checked coaches.',
  },
  icon: ChildCare,
  image: { slot: 'kids_main', alt: 'Children in martial arts uniforms bowing at the start of class' },
  video: false,
  schedule: {
    description:
      'Little Ninjas (ages 4-6) builds balance, coordination and listening skills through games and simple techniques. Kids Kickboxing (ages 6+) follows a full belt syllabus for children up to 12. Belt promotions take place every 3-4 months.',
    classSize: 'Little Ninjas is capped at 12 and Kids Kickboxing at 20, always with at least two coaches on the mat.',
    sessions: [
      {
        day: 'Monday',
        time: '4:30pm - 5:15pm',
        level: 'Little Ninjas (ages 4-6)',
        coach: 'Claire Roberts',
        site: 'Aintree',
      },
      {
        day: 'Monday',
        time: '5:15pm - 6:00pm',
        level: 'Kids Kickboxing (ages 6+)',
        coach: 'Claire Roberts',
        site: 'Aintree',
      },
      {
        day: 'Wednesday',
        time: '4:30pm - 5:15pm',
        level: 'Little Ninjas (ages 4-6)',
        coach: 'Claire Roberts',
        site: 'St Helens',
      },
      {
        day: 'Wednesday',
        time: '5:15pm - 6:00pm',
        level: 'Kids Kickboxing (ages 6+)',
        coach: 'Claire Roberts',
        site: 'St Helens',
      },
      {
        day: 'Thursday',
        time: '5:00pm - 6:00pm',
        level: 'Kids Kickboxing (ages 6+), higher belts',
        coach: 'Mark Reynolds',
        site: 'Aintree',
      },
      {
        day: 'Saturday',
        time: '9:00am - 9:45am',
        level: 'Little Ninjas (ages 4-6)',
        coach: 'Claire Roberts',
        site: 'Aintree',
      },
      {
        day: 'Saturday',
        time: '10:00am - 11:00am',
        level: 'Kids Kickboxing (ages 6+)',
        coach: 'Claire Roberts',
        site: 'St Helens',
      },
    ],
  },
  instructor: {
    name: 'Claire Roberts', // DEFAULT: the studio supplies its coaches' names
    title: 'Head of Kids Martial Arts',
    photo: null, // DEFAULT: a monogram shows until the studio supplies a photo
    bio: 'Claire has taught children’s martial arts at the studio for over twelve years and many of her first Little Ninjas now coach alongside her. She runs her classes with clear rules, lots of praise and plenty of games, and knows every child’s name, belt and favourite kick.',
    qualifications: [
      '3rd Dan Black Belt, Kickboxing',
      'Children’s Martial Arts Instructor award',
      'Enhanced DBS checked',
      'Level 3 Safeguarding Children',
      'Paediatric First Aid',
    ],
  },
  benefits: [
    {
      title: 'Confidence',
      description: 'Standing up in front of the class and earning a new belt shows children what they can do.',
    },
    {
      title: 'Discipline and respect',
      description: 'Bowing in, listening to the coach and looking after partners become habits at home and at school.',
    },
    {
      title: 'Focus',
      description: 'Remembering combinations and patterns trains concentration that shows up in the classroom.',
    },
    {
      title: 'Fitness and coordination',
      description: 'Kicking, jumping and games build balance, strength and agility the fun way.',
    },
    {
      title: 'Anti-bullying skills',
      description: 'Children learn to use their voice, walk away confidently and stay safe.',
    },
    {
      title: 'Goals they can see',
      description: 'Belt promotions every 3-4 months give every child a clear next step to aim for.',
    },
  ],
  whatToBring: [
    {
      item: 'Comfortable clothes',
      description: 'A T-shirt and joggers for the first few weeks; a studio uniform comes later.',
    },
    { item: 'Water bottle', description: 'Named, please! We have a lot of matching bottles.' },
    {
      item: 'Bare feet',
      description: 'We train barefoot; flip-flops or sliders are handy for between the mats and the changing rooms.',
    },
    { item: 'Hair tied back', description: 'And no jewellery, for everyone’s safety.' },
    {
      item: 'A grown-up for the first session',
      description: 'Parents and guardians are welcome to stay and watch from the viewing area.',
    },
  ],
  equipmentRental:
    'Children can borrow gloves and pads free of charge while they settle in. Once they grade, a studio uniform and a kids sparring kit can be ordered from the studio shop.',
  faqs: [
    {
      question: 'What age can my child start?',
      answer:
        'Kids Classes are for children aged 5 to 12. Little Ninjas welcomes 4 to 6 year-olds, and Kids Kickboxing starts at 6.',
    },
    {
      question: 'How often are belt promotions?',
      answer:
        'Belt promotions take place every 3-4 months on a Sunday. Coaches assess every child in class beforehand and only put them forward when they are ready.',
    },
    {
      question: 'Is it safe? Will my child be hit?',
      answer:
        'Safety comes first. Children work on pads and bags, and any partner drills are light, controlled and fully supervised. Every coach is DBS-checked and first-aid trained.',
    },
    {
      question: 'Can I watch the class?',
      answer: 'Yes. Parents and guardians are welcome in the viewing area for every session.',
    },
    {
      question: 'How much do kids classes cost?',
      answer:
        'Pay as you go is £10 per session, or an unlimited kids membership is £60/month for as many classes as your child wants each week. The first session is a free trial.',
    },
  ],
};
