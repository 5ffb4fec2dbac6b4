import Woman from '@mui/icons-material/Woman';
import type { ClassPageContent } from './classPageContent.ts';

export const womensBoxingPage: ClassPageContent = {
  slug: 'womens-boxing',
  title: 'Ladies Kickboxing',
  eyebrow: 'By women, for women',
  description:
    'A women-only kickboxing class with a female coach, where you can learn to punch, kick and defend yourself in a supportive, no-judgement room. Come on your own or bring a friend: everyone is welcome and nobody is left standing at the back.',
  meta: {
    title: 'Ladies Kickboxing Classes in Liverpool & St Helens | The Martial Arts Studio',
    description:
      'Women-only kickboxing classes with a female coach in Aintree and St Helens. Get fit, learn self-defence and build confidence. Beginners welcome.',
  },
  icon: Woman,
  image: { slot: 'womensboxing_main', alt: 'Women training kickboxing combinations on the pads' },
  video: false,
  schedule: {
    description:
      'Every session mixes technique, pad work and a fitness finisher, with simple self-defence drills built in. All sessions are open to complete beginners.',
    classSize: 'Kept to 16 so the coach can work with each of you every class.',
    sessions: [
      { day: 'Monday', time: '9:30am - 10:30am', level: 'All levels', coach: 'Sarah Kelly', site: 'Aintree' },
      { day: 'Tuesday', time: '7:00pm - 8:00pm', level: 'All levels', coach: 'Sarah Kelly', site: 'St Helens' },
      { day: 'Wednesday', time: '7:15pm - 8:15pm', level: 'All levels', coach: 'Gemma Hughes', site: 'Aintree' },
      { day: 'Saturday', time: '9:30am - 10:30am', level: 'All levels', coach: 'Sarah Kelly', site: 'St Helens' },
    ],
  },
  instructor: {
    name: 'Sarah Kelly', // DEFAULT: the studio supplies its coaches' names
    title: 'Ladies Kickboxing Coach',
    photo: null, // DEFAULT: a monogram shows until the studio supplies a photo
    bio: 'Sarah started kickboxing after having her second child, looking for an hour a week that was just for her. She went on to earn her black belt and now runs the class she wishes she had found back then: tough, welcoming and full of laughter.',
    qualifications: [
      '2nd Dan Black Belt, Kickboxing',
      'Level 2 Kickboxing Instructor',
      'Women’s self-defence instructor award',
      'Enhanced DBS checked',
      'Emergency First Aid at Work',
    ],
  },
  benefits: [
    {
      title: 'A supportive space',
      description: 'Women-only, female-led and friendly from the first minute you walk in.',
    },
    {
      title: 'Self-defence you remember',
      description: 'Simple, practical escapes and strikes drilled until they are second nature.',
    },
    {
      title: 'Tone and strength',
      description: 'Kicks and punches work every muscle group, with no heavy weights needed.',
    },
    {
      title: 'Confidence',
      description: 'Hitting pads hard and hearing them crack does wonders for how you carry yourself.',
    },
    {
      title: 'Time for you',
      description: 'An hour with your phone in your bag and your mind on the next combination.',
    },
    {
      title: 'Friends for life',
      description: 'Many of our ladies started as strangers and now train, grade and celebrate together.',
    },
  ],
  whatToBring: [
    { item: 'Comfortable kit', description: 'Leggings or joggers and a T-shirt; we train barefoot on the mats.' },
    { item: 'Gloves and wraps', description: 'Borrow ours to start; your coach can help you choose your own.' },
    { item: 'Water bottle', description: 'There is a fountain in the hall to refill it.' },
    { item: 'Hair bobble', description: 'Long hair tied back keeps it out of your eyes during pad rounds.' },
    {
      item: 'A friend, if you like',
      description: 'Lots of our ladies started together. Book her a free trial alongside yours.',
    },
  ],
  equipmentRental:
    'Gloves and wraps are free to borrow for as long as you need while you settle in. When you want your own, the studio shop stocks women’s fit gloves in smaller sizes at member prices.',
  faqs: [
    {
      question: 'Is the class really women-only?',
      answer: 'Yes. Every session is women-only and taught by a female coach. The hall’s blinds are down during class.',
    },
    {
      question: 'I am nervous about coming alone. What happens in my first class?',
      answer:
        'Your coach will meet you at the door, introduce you to the group and pair you with a friendly regular. You work at your own pace and can stop for a breather whenever you like.',
    },
    {
      question: 'Is there any sparring?',
      answer: 'No. The class is pad work, bag work, fitness and self-defence drills, with no sparring.',
    },
    {
      question: 'Can I come while pregnant or after having a baby?',
      answer:
        'Please speak to your GP or midwife first and let your coach know before class. We can adapt most drills, and postnatal members are welcome once they are cleared to exercise.',
    },
    {
      question: 'Can I grade?',
      answer:
        'Yes, if you would like to. Ladies Kickboxing follows the same belt syllabus as our main kickboxing classes, with gradings every three to four months.',
    },
  ],
};
