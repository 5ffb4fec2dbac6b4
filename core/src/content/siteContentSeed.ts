import type { ClassSlug } from '../pages/publicRoutes.ts';
import type {
  ClassContent,
  HomeAboutContent,
  HomeFacilitiesContent,
  HomeHeroContent,
  HomeJourneyContent,
  SiteContent,
} from './siteContent.ts';

/**
 * What the site showed before its content became data: a fresh data store starts with exactly this, as each
 * section's first revision, so SPEC.md's texts and figures stay the defaults. Values marked DEFAULT in the studio
 * details are stand-ins until the studio supplies its own.
 */
export const SEED_CLASS_PAGES: Record<ClassSlug, ClassContent> = {
  kickboxing: {
    cardDescription:
      'Our flagship class. Punches, kicks and pad work that build real technique, sharp reflexes and serious fitness, from first-timers to fighters.',
    description:
      'Fast hands, sharp kicks and a sweat you will feel the next morning. Our kickboxing classes teach proper technique from your very first session, build real fitness round by round, and give you a belt path to follow at your own pace.',
    schedule: {
      description:
        'Beginners sessions start from the basics every week, so you can join any Monday or Wednesday. Once you are comfortable with the stance, guard and basic combinations, move up to the mixed-ability and advanced sessions.',
      classSize: 'Classes are capped at 24 so every pad round gets a coach’s eye.',
      sessions: [
        {
          id: 'session-1',
          day: 'Monday',
          start: '18:00',
          end: '19:00',
          unreadTime: null,
          level: 'Beginners',
          coach: 'Mark Reynolds',
          site: 'Aintree',
          ages: null,
          trialPlaces: 3,
          cancellations: [],
        },
        {
          id: 'session-2',
          day: 'Monday',
          start: '19:15',
          end: '20:30',
          unreadTime: null,
          level: 'Intermediate & advanced',
          coach: 'Mark Reynolds',
          site: 'Aintree',
          ages: null,
          trialPlaces: 3,
          cancellations: [],
        },
        {
          id: 'session-3',
          day: 'Tuesday',
          start: '18:30',
          end: '19:30',
          unreadTime: null,
          level: 'All levels',
          coach: 'Gemma Hughes',
          site: 'St Helens',
          ages: null,
          trialPlaces: 3,
          cancellations: [],
        },
        {
          id: 'session-4',
          day: 'Wednesday',
          start: '18:00',
          end: '19:00',
          unreadTime: null,
          level: 'Beginners',
          coach: 'Gemma Hughes',
          site: 'Aintree',
          ages: null,
          trialPlaces: 3,
          cancellations: [],
        },
        {
          id: 'session-5',
          day: 'Thursday',
          start: '19:00',
          end: '20:00',
          unreadTime: null,
          level: 'All levels',
          coach: 'Mark Reynolds',
          site: 'St Helens',
          ages: null,
          trialPlaces: 3,
          cancellations: [],
        },
        {
          id: 'session-6',
          day: 'Saturday',
          start: '10:00',
          end: '11:15',
          unreadTime: null,
          level: 'All levels & sparring',
          coach: 'Mark Reynolds',
          site: 'Aintree',
          ages: null,
          trialPlaces: 3,
          cancellations: [],
        },
      ],
    },
    instructor: {
      name: 'Mark Reynolds',
      title: 'Head Kickboxing Coach',
      photo: null,
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
        description:
          'You learn to strike, move and keep your guard up under pressure, not just go through the motions.',
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
      {
        item: 'Hand wraps',
        description: 'They protect your wrists and knuckles; we can show you how to put them on.',
      },
      {
        item: 'Water bottle',
        description: 'You will need it. There is a water fountain in the main hall to refill.',
      },
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
  },
  thaiboxing: {
    cardDescription:
      'The art of eight limbs: knees, elbows and the clinch alongside punches and kicks, coached the traditional Muay Thai way.',
    description:
      'Muay Thai uses fists, elbows, knees and shins, and our classes teach all eight weapons the traditional way: pad rounds, clinch work and conditioning that builds a fighter’s engine, whether or not you ever step into a ring.',
    schedule: {
      description:
        'Fundamentals sessions cover stance, teeps, round kicks and the basic clinch and are open to complete beginners. The technical and clinch sessions suit anyone with a few months of striking behind them.',
      classSize: 'Up to 20 per class, so there is always room to work on the bags between pad rounds.',
      sessions: [
        {
          id: 'session-1',
          day: 'Monday',
          start: '19:30',
          end: '20:45',
          unreadTime: null,
          level: 'Fundamentals',
          coach: 'Lee Harrison',
          site: 'St Helens',
          ages: null,
          trialPlaces: 3,
          cancellations: [],
        },
        {
          id: 'session-2',
          day: 'Tuesday',
          start: '19:00',
          end: '20:15',
          unreadTime: null,
          level: 'Technical & clinch',
          coach: 'Lee Harrison',
          site: 'Aintree',
          ages: null,
          trialPlaces: 3,
          cancellations: [],
        },
        {
          id: 'session-3',
          day: 'Thursday',
          start: '18:00',
          end: '19:00',
          unreadTime: null,
          level: 'Fundamentals',
          coach: 'Ryan Byrne',
          site: 'Aintree',
          ages: null,
          trialPlaces: 3,
          cancellations: [],
        },
        {
          id: 'session-4',
          day: 'Friday',
          start: '18:30',
          end: '20:00',
          unreadTime: null,
          level: 'Advanced & fight team',
          coach: 'Lee Harrison',
          site: 'Aintree',
          ages: null,
          trialPlaces: 3,
          cancellations: [],
        },
        {
          id: 'session-5',
          day: 'Sunday',
          start: '10:00',
          end: '11:30',
          unreadTime: null,
          level: 'All levels',
          coach: 'Ryan Byrne',
          site: 'St Helens',
          ages: null,
          trialPlaces: 3,
          cancellations: [],
        },
      ],
    },
    instructor: {
      name: 'Lee Harrison',
      title: 'Head Muay Thai Coach',
      photo: null,
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
      {
        item: 'Thai shorts or training shorts',
        description: 'Anything that lets you kick freely; we train barefoot.',
      },
      {
        item: 'Boxing gloves',
        description: '14-16oz for pad work and sparring; borrow a pair while you decide.',
      },
      {
        item: 'Shin guards',
        description: 'Needed from your first technical session; fundamentals sessions can use studio guards.',
      },
      {
        item: 'Hand wraps and a gum shield',
        description: 'Wraps every session; a gum shield for clinch and sparring rounds.',
      },
      {
        item: 'A towel and water',
        description: 'You will sweat. Changing rooms and showers are on site.',
      },
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
  },
  boxing: {
    cardDescription:
      'Footwork, head movement and clean combinations. Bag rounds, pad work and conditioning in and around our full-size ring.',
    description:
      'Footwork, head movement and straight, crisp punches. Our boxing classes are taught around the full-size ring, with skipping, bag rounds and pad work that will sharpen your reactions and leave your shoulders burning.',
    schedule: {
      description:
        'Boxing technique sessions teach the jab, cross, hooks and uppercuts alongside footwork and defence. Boxing fitness keeps the bag and pad rounds but drops the partner work, perfect for getting fit with gloves on.',
      classSize: 'Up to 20 per class, with two coaches on every Saturday ring session.',
      sessions: [
        {
          id: 'session-1',
          day: 'Monday',
          start: '08:00',
          end: '09:00',
          unreadTime: null,
          level: 'Boxing fitness, all levels',
          coach: 'Tony Walsh',
          site: 'Aintree',
          ages: null,
          trialPlaces: 3,
          cancellations: [],
        },
        {
          id: 'session-2',
          day: 'Tuesday',
          start: '18:00',
          end: '19:00',
          unreadTime: null,
          level: 'Technique, beginners',
          coach: 'Tony Walsh',
          site: 'Aintree',
          ages: null,
          trialPlaces: 3,
          cancellations: [],
        },
        {
          id: 'session-3',
          day: 'Wednesday',
          start: '19:00',
          end: '20:00',
          unreadTime: null,
          level: 'Technique, all levels',
          coach: 'Ryan Byrne',
          site: 'St Helens',
          ages: null,
          trialPlaces: 3,
          cancellations: [],
        },
        {
          id: 'session-4',
          day: 'Thursday',
          start: '19:15',
          end: '20:30',
          unreadTime: null,
          level: 'Intermediate & ring craft',
          coach: 'Tony Walsh',
          site: 'Aintree',
          ages: null,
          trialPlaces: 3,
          cancellations: [],
        },
        {
          id: 'session-5',
          day: 'Saturday',
          start: '11:30',
          end: '12:45',
          unreadTime: null,
          level: 'Ring session, all levels',
          coach: 'Tony Walsh',
          site: 'Aintree',
          ages: null,
          trialPlaces: 3,
          cancellations: [],
        },
      ],
    },
    instructor: {
      name: 'Tony Walsh',
      title: 'Head Boxing Coach',
      photo: null,
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
      {
        title: 'Upper-body strength',
        description: 'Thousands of punches a week build lean shoulders, arms and back.',
      },
      {
        title: 'Better balance',
        description: 'Good boxing starts with the feet; your balance and coordination improve from the floor up.',
      },
      {
        title: 'Discipline and drive',
        description:
          'Boxing rewards turning up and putting the rounds in, and you will see it in the rest of your week.',
      },
      {
        title: 'Stress relief',
        description: 'There are few better ways to leave a bad day behind than twenty minutes on the heavy bag.',
      },
    ],
    whatToBring: [
      {
        item: 'Trainers',
        description: 'Flat, clean indoor trainers or boxing boots; we do not box barefoot.',
      },
      {
        item: 'Training clothes',
        description: 'Shorts or joggers and a T-shirt or vest.',
      },
      {
        item: 'Boxing gloves',
        description: '12oz for bag work, 16oz for partner work; borrow a pair at first.',
      },
      {
        item: 'Hand wraps',
        description: 'Essential every session to protect your hands and wrists.',
      },
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
        answer:
          'Yes. The 8am boxing fitness session is open to everyone and is a popular start to the week before work.',
      },
    ],
  },
  'womens-boxing': {
    cardDescription:
      'A women-only session with a friendly crowd. Learn to strike with confidence, get fitter and pick up self-defence you can trust.',
    description:
      'A women-only kickboxing class with a female coach, where you can learn to punch, kick and defend yourself in a supportive, no-judgement room. Come on your own or bring a friend: everyone is welcome and nobody is left standing at the back.',
    schedule: {
      description:
        'Every session mixes technique, pad work and a fitness finisher, with simple self-defence drills built in. All sessions are open to complete beginners.',
      classSize: 'Kept to 16 so the coach can work with each of you every class.',
      sessions: [
        {
          id: 'session-1',
          day: 'Monday',
          start: '09:30',
          end: '10:30',
          unreadTime: null,
          level: 'All levels',
          coach: 'Sarah Kelly',
          site: 'Aintree',
          ages: null,
          trialPlaces: 3,
          cancellations: [],
        },
        {
          id: 'session-2',
          day: 'Tuesday',
          start: '19:00',
          end: '20:00',
          unreadTime: null,
          level: 'All levels',
          coach: 'Sarah Kelly',
          site: 'St Helens',
          ages: null,
          trialPlaces: 3,
          cancellations: [],
        },
        {
          id: 'session-3',
          day: 'Wednesday',
          start: '19:15',
          end: '20:15',
          unreadTime: null,
          level: 'All levels',
          coach: 'Gemma Hughes',
          site: 'Aintree',
          ages: null,
          trialPlaces: 3,
          cancellations: [],
        },
        {
          id: 'session-4',
          day: 'Saturday',
          start: '09:30',
          end: '10:30',
          unreadTime: null,
          level: 'All levels',
          coach: 'Sarah Kelly',
          site: 'St Helens',
          ages: null,
          trialPlaces: 3,
          cancellations: [],
        },
      ],
    },
    instructor: {
      name: 'Sarah Kelly',
      title: 'Ladies Kickboxing Coach',
      photo: null,
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
      {
        item: 'Comfortable kit',
        description: 'Leggings or joggers and a T-shirt; we train barefoot on the mats.',
      },
      {
        item: 'Gloves and wraps',
        description: 'Borrow ours to start; your coach can help you choose your own.',
      },
      {
        item: 'Water bottle',
        description: 'There is a fountain in the hall to refill it.',
      },
      {
        item: 'Hair bobble',
        description: 'Long hair tied back keeps it out of your eyes during pad rounds.',
      },
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
        answer:
          'Yes. Every session is women-only and taught by a female coach. The hall’s blinds are down during class.',
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
  },
  'circuit-training': {
    cardDescription:
      'Kettlebells, sleds, battle ropes and bodyweight circuits that build the engine behind every punch. Every level, every body.',
    description:
      'Coached strength and conditioning in our fully equipped gym: kettlebells, barbells, sleds and bodyweight work, programmed in blocks so you get measurably stronger and fitter, whether you fight or just want to feel capable.',
    schedule: {
      description:
        'Sessions follow a six-week programme that changes focus between strength, power and conditioning. Every exercise has an easier and a harder option, so beginners and fighters train side by side.',
      classSize: 'A maximum of 14 per session so your coach can check every lift.',
      sessions: [
        {
          id: 'session-1',
          day: 'Monday',
          start: '12:15',
          end: '13:00',
          unreadTime: null,
          level: 'All levels',
          coach: 'Dan Murphy',
          site: 'Aintree',
          ages: null,
          trialPlaces: 3,
          cancellations: [],
        },
        {
          id: 'session-2',
          day: 'Tuesday',
          start: '08:00',
          end: '09:00',
          unreadTime: null,
          level: 'All levels',
          coach: 'Dan Murphy',
          site: 'Aintree',
          ages: null,
          trialPlaces: 3,
          cancellations: [],
        },
        {
          id: 'session-3',
          day: 'Wednesday',
          start: '18:00',
          end: '19:00',
          unreadTime: null,
          level: 'All levels',
          coach: 'Dan Murphy',
          site: 'St Helens',
          ages: null,
          trialPlaces: 3,
          cancellations: [],
        },
        {
          id: 'session-4',
          day: 'Thursday',
          start: '08:00',
          end: '09:00',
          unreadTime: null,
          level: 'All levels',
          coach: 'Dan Murphy',
          site: 'Aintree',
          ages: null,
          trialPlaces: 3,
          cancellations: [],
        },
        {
          id: 'session-5',
          day: 'Friday',
          start: '17:30',
          end: '18:30',
          unreadTime: null,
          level: 'Fighters’ conditioning',
          coach: 'Lee Harrison',
          site: 'Aintree',
          ages: null,
          trialPlaces: 3,
          cancellations: [],
        },
        {
          id: 'session-6',
          day: 'Sunday',
          start: '09:30',
          end: '10:30',
          unreadTime: null,
          level: 'All levels',
          coach: 'Dan Murphy',
          site: 'Aintree',
          ages: null,
          trialPlaces: 3,
          cancellations: [],
        },
      ],
    },
    instructor: {
      name: 'Dan Murphy',
      title: 'Strength & Conditioning Coach',
      photo: null,
      bio: 'Dan is a qualified personal trainer who spent years preparing the studio’s fighters for fight night before opening his sessions to everyone. He cares about good form above everything and will happily take weight off the bar to get it.',
      qualifications: [
        'Level 3 Personal Trainer',
        'British Weightlifting Level 2 Coach',
        'Kettlebell instructor certificate',
        'Emergency First Aid at Work',
      ],
    },
    benefits: [
      {
        title: 'Real strength gains',
        description: 'Progressive programming means the numbers go up block after block.',
      },
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
      {
        item: 'Trainers',
        description: 'Flat-soled trainers are best for lifting; no need for specialist shoes.',
      },
      {
        item: 'Gym clothes',
        description: 'Something you can squat and stretch in.',
      },
      {
        item: 'Water bottle',
        description: 'Refill at the fountain between blocks.',
      },
      {
        item: 'Towel',
        description: 'Please wipe down the kit after each block.',
      },
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
        answer:
          'Yes. Gym pay as you go is {price:Gym Pay As You Go} per session, or {price:Gym Membership}/month for a gym membership, during opening hours.',
      },
      {
        question: 'I have an old injury. Can I still join?',
        answer:
          'Usually, yes. Tell your coach before the session and they will adapt the exercises; if in doubt, check with your GP or physio first.',
      },
    ],
  },
  'street-fit-circuit': {
    cardDescription:
      'Fast, functional and fun. Short stations mixing bag work, bodyweight moves and sprints for a full-body session in under an hour.',
    description:
      'A fast, bodyweight-based circuit that borrows from boxing and calisthenics: burpees, bear crawls, shadow boxing, sprints and core work, in timed stations that keep your heart rate high and the hour flying by.',
    schedule: {
      description:
        'Each session is ten stations of 45 seconds work and 15 seconds rest, repeated for three to four rounds. The stations change every week, so no two sessions are the same.',
      classSize: 'Up to 24 per session, working in pairs around the stations.',
      sessions: [
        {
          id: 'session-1',
          day: 'Monday',
          start: '18:30',
          end: '19:15',
          unreadTime: null,
          level: 'All levels',
          coach: 'Jess Taylor',
          site: 'St Helens',
          ages: null,
          trialPlaces: 3,
          cancellations: [],
        },
        {
          id: 'session-2',
          day: 'Tuesday',
          start: '09:30',
          end: '10:15',
          unreadTime: null,
          level: 'All levels',
          coach: 'Jess Taylor',
          site: 'Aintree',
          ages: null,
          trialPlaces: 3,
          cancellations: [],
        },
        {
          id: 'session-3',
          day: 'Wednesday',
          start: '20:00',
          end: '20:45',
          unreadTime: null,
          level: 'All levels',
          coach: 'Jess Taylor',
          site: 'Aintree',
          ages: null,
          trialPlaces: 3,
          cancellations: [],
        },
        {
          id: 'session-4',
          day: 'Friday',
          start: '08:00',
          end: '08:45',
          unreadTime: null,
          level: 'All levels',
          coach: 'Dan Murphy',
          site: 'Aintree',
          ages: null,
          trialPlaces: 3,
          cancellations: [],
        },
        {
          id: 'session-5',
          day: 'Saturday',
          start: '12:00',
          end: '12:45',
          unreadTime: null,
          level: 'All levels',
          coach: 'Jess Taylor',
          site: 'Aintree',
          ages: null,
          trialPlaces: 3,
          cancellations: [],
        },
      ],
    },
    instructor: {
      name: 'Jess Taylor',
      title: 'Fitness Coach',
      photo: null,
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
      {
        title: 'Never the same twice',
        description: 'Stations change every week, so you will not get bored or plateau.',
      },
      {
        title: 'Boxing skills on the side',
        description: 'Shadow boxing and bag stations teach you to punch while you sweat.',
      },
      {
        title: 'Train anywhere',
        description: 'No kit means you can take the moves home, on holiday, or to the park.',
      },
    ],
    whatToBring: [
      {
        item: 'Supportive trainers',
        description: 'There is plenty of jumping and sprinting; cushioned trainers help.',
      },
      {
        item: 'Breathable kit',
        description: 'Shorts or leggings and a T-shirt you do not mind sweating through.',
      },
      {
        item: 'Water bottle',
        description: 'Quick sips between rounds.',
      },
      {
        item: 'Small towel',
        description: 'For you and for wiping down the stations.',
      },
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
  },
  'kids-classes': {
    cardDescription:
      'Confidence, discipline and respect for children aged 5 to 12, with Little Ninjas for the youngest and a belt to work towards.',
    description:
      'Martial arts for children aged 5 to 12, taught by DBS-checked coaches in a safe, structured and fun environment. Kids learn discipline, respect and real skills, burn off energy, and earn their belts along the way. Little Ninjas (ages 5-6) and Kids Kickboxing (ages 6-12) run every week at both studios.',
    schedule: {
      description:
        'Little Ninjas (ages 5-6) builds balance, coordination and listening skills through games and simple techniques. Kids Kickboxing (ages 6-12) follows a full belt syllabus. Belt promotions take place every 3-4 months.',
      classSize:
        'Little Ninjas is capped at 12 and Kids Kickboxing at 20, always with at least two coaches on the mat.',
      sessions: [
        {
          id: 'session-1',
          day: 'Monday',
          start: '16:30',
          end: '17:15',
          unreadTime: null,
          level: 'Little Ninjas',
          coach: 'Claire Roberts',
          site: 'Aintree',
          ages: { from: 5, to: 6 },
          trialPlaces: 3,
          cancellations: [],
        },
        {
          id: 'session-2',
          day: 'Monday',
          start: '17:15',
          end: '18:00',
          unreadTime: null,
          level: 'Kids Kickboxing',
          coach: 'Claire Roberts',
          site: 'Aintree',
          ages: { from: 6, to: 12 },
          trialPlaces: 3,
          cancellations: [],
        },
        {
          id: 'session-3',
          day: 'Wednesday',
          start: '16:30',
          end: '17:15',
          unreadTime: null,
          level: 'Little Ninjas',
          coach: 'Claire Roberts',
          site: 'St Helens',
          ages: { from: 5, to: 6 },
          trialPlaces: 3,
          cancellations: [],
        },
        {
          id: 'session-4',
          day: 'Wednesday',
          start: '17:15',
          end: '18:00',
          unreadTime: null,
          level: 'Kids Kickboxing',
          coach: 'Claire Roberts',
          site: 'St Helens',
          ages: { from: 6, to: 12 },
          trialPlaces: 3,
          cancellations: [],
        },
        {
          id: 'session-5',
          day: 'Thursday',
          start: '17:00',
          end: '18:00',
          unreadTime: null,
          level: 'Kids Kickboxing, higher belts',
          coach: 'Mark Reynolds',
          site: 'Aintree',
          ages: { from: 6, to: 12 },
          trialPlaces: 3,
          cancellations: [],
        },
        {
          id: 'session-6',
          day: 'Saturday',
          start: '09:00',
          end: '09:45',
          unreadTime: null,
          level: 'Little Ninjas',
          coach: 'Claire Roberts',
          site: 'Aintree',
          ages: { from: 5, to: 6 },
          trialPlaces: 3,
          cancellations: [],
        },
        {
          id: 'session-7',
          day: 'Saturday',
          start: '10:00',
          end: '11:00',
          unreadTime: null,
          level: 'Kids Kickboxing',
          coach: 'Claire Roberts',
          site: 'St Helens',
          ages: { from: 6, to: 12 },
          trialPlaces: 3,
          cancellations: [],
        },
      ],
    },
    instructor: {
      name: 'Claire Roberts',
      title: 'Head of Kids Martial Arts',
      photo: null,
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
        description:
          'Bowing in, listening to the coach and looking after partners become habits at home and at school.',
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
      {
        item: 'Water bottle',
        description: 'Named, please! We have a lot of matching bottles.',
      },
      {
        item: 'Bare feet',
        description: 'We train barefoot; flip-flops or sliders are handy for between the mats and the changing rooms.',
      },
      {
        item: 'Hair tied back',
        description: 'And no jewellery, for everyone’s safety.',
      },
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
          'Kids Classes are for children aged 5 to 12. Little Ninjas welcomes 5 and 6 year-olds, and Kids Kickboxing takes 6 to 12 year-olds.',
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
          'Pay as you go is {price:Pay As You Go} per session, or an unlimited kids membership is {price:Unlimited Kids}/month for as many classes as your child wants each week. The first session is a free trial.',
      },
    ],
  },
  'mma-bootcamps': {
    cardDescription:
      'Striking, wrestling and ground work pulled together in high-intensity bootcamps. Train like a mixed martial artist, at your pace.',
    description:
      'Mixed martial arts brings striking, wrestling and ground fighting together. Our MMA bootcamps teach you to link them: strikes into takedowns, takedowns into control, with conditioning rounds that build the gas tank a complete fighter needs.',
    schedule: {
      description:
        'Each bootcamp focuses on one link in the chain: striking to clinch, takedowns and defence, or ground control and submissions, finished with a conditioning round. The Sunday session is open mat for drilling and light rolling.',
      classSize: 'Up to 18 per session, with partners matched by size and experience.',
      sessions: [
        {
          id: 'session-1',
          day: 'Tuesday',
          start: '20:15',
          end: '21:00',
          unreadTime: null,
          level: 'All levels, striking to clinch',
          coach: 'Chris Doyle',
          site: 'Aintree',
          ages: null,
          trialPlaces: 3,
          cancellations: [],
        },
        {
          id: 'session-2',
          day: 'Wednesday',
          start: '18:30',
          end: '19:45',
          unreadTime: null,
          level: 'Beginners, takedowns & ground',
          coach: 'Chris Doyle',
          site: 'Aintree',
          ages: null,
          trialPlaces: 3,
          cancellations: [],
        },
        {
          id: 'session-3',
          day: 'Thursday',
          start: '19:30',
          end: '20:45',
          unreadTime: null,
          level: 'Intermediate',
          coach: 'Chris Doyle',
          site: 'St Helens',
          ages: null,
          trialPlaces: 3,
          cancellations: [],
        },
        {
          id: 'session-4',
          day: 'Saturday',
          start: '12:00',
          end: '13:30',
          unreadTime: null,
          level: 'Bootcamp, all levels',
          coach: 'Chris Doyle',
          site: 'St Helens',
          ages: null,
          trialPlaces: 3,
          cancellations: [],
        },
        {
          id: 'session-5',
          day: 'Sunday',
          start: '12:00',
          end: '13:30',
          unreadTime: null,
          level: 'Open mat',
          coach: 'Ryan Byrne',
          site: 'Aintree',
          ages: null,
          trialPlaces: 3,
          cancellations: [],
        },
      ],
    },
    instructor: {
      name: 'Chris Doyle',
      title: 'Head MMA Coach',
      photo: null,
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
      {
        title: 'Full-body strength',
        description: 'Pushing, pulling and holding positions build strength you can use.',
      },
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
      {
        item: 'MMA or training shorts',
        description: 'Shorts without zips or pockets.',
      },
      {
        item: 'Gum shield',
        description: 'Required for any sparring or live grappling.',
      },
      {
        item: 'MMA gloves',
        description: '4-7oz open-fingered gloves; borrow a pair for your first sessions.',
      },
      {
        item: 'Sliders and water',
        description: 'Footwear off the mats, bare feet on them, and plenty of water.',
      },
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
  },
};

/** The home page's hero (SPEC 1: the title, and a tagline about premier training for all ages and abilities). */
export const SEED_HOME_HERO: HomeHeroContent = {
  eyebrow: 'Aintree · St Helens · Since 1979',
  title: 'The Martial Arts Studio',
  tagline:
    'Premier martial arts training for all ages and abilities. Kickboxing, Thai boxing, boxing, MMA and fitness, coached by people who have lived it for over four decades.',
};

export const SEED_HOME_ABOUT: HomeAboutContent = {
  title: 'More Than a Gym',
  intro:
    'Two studios, one family. For over forty years we have taught martial arts across St Helens and Liverpool, and our aim has never changed: make every member fitter, stronger and more confident than the day they walked in.',
  heading: 'Real martial arts, taught properly',
  paragraphs: [
    'We are not a franchise and we are not a fad. Our coaching comes from a lineage that started in kung fu and grew through kickboxing, Thai boxing and boxing, and every class is built on the same foundations: solid technique, hard work and respect for the people you train with.',
    'Our Aintree studio is the flagship: over 6000 sq ft with a full-size ring, a heavy bag station, a gym and an onsite cafe. Our St Helens studio, where it all began, keeps the close-knit feel that made us.',
  ],
  highlights: [
    {
      title: 'Over four decades on the mats',
      text: 'From Lau Gar Kung Fu in 1979 to champions in the ring today.',
    },
    {
      title: 'Everyone belongs here',
      text: 'Kids from age 5, complete beginners, busy parents and competing fighters train side by side.',
    },
    {
      title: 'Coaches who care',
      text: 'Qualified, first-aid trained and DBS-checked, with time for every member.',
    },
  ],
};

/** 'Our Journey': the six milestones of SPEC 1, from 1979 to the present day. */
export const SEED_HOME_JOURNEY: HomeJourneyContent = {
  entries: [
    {
      id: 'roots',
      year: '1979',
      title: 'Where it all began',
      content:
        'Our founders started out in Lau Gar Kung Fu, training in church halls and community centres across Merseyside. The discipline, respect and hard graft of those early days still shape every class we teach.',
      additionalContent: 'Kung fu led to kickboxing, and a lifelong love of the fight game took hold.',
      footer: '',
    },
    {
      id: 'full-time',
      year: '1988-2000',
      title: 'Teaching full time',
      content:
        'What began as evening classes became a full-time calling. Week after week we coached beginners, built squads and sent fighters into the ring, growing a family of students right across the Northwest.',
      additionalContent: '',
      footer: '',
    },
    {
      id: 'st-helens',
      year: '1996',
      title: 'The St Helens studio opens',
      content:
        'Our first permanent home opened its doors in St Helens, giving the club matted floors, heavy bags and a place to call its own, with classes running six days a week.',
      additionalContent: '',
      footer: '',
    },
    {
      id: 'aintree',
      year: '1998',
      title: 'Aintree joins the family',
      content:
        'Two years later we opened in Aintree, bringing the same coaching to north Liverpool. Today the Aintree studio is our flagship: over 6000 sq ft with a full-size ring, bag station, gym and cafe.',
      additionalContent: '',
      footer: '',
    },
    {
      id: 'fight-nights',
      year: '2005',
      title: 'Our first fight night',
      content:
        'We staged the first show of our own event series, giving our fighters a home crowd and a proper stage. The series still runs, with new names on every card.',
      additionalContent: '',
      footer: 'See what is coming up on our events page.',
    },
    {
      id: 'today',
      year: 'Today',
      title: 'Stronger together',
      content:
        "Two studios, thousands of members past and present, and a community that gives back. Our members raise money every year for children's charities through sponsored sessions, fight nights and fundraising challenges.",
      additionalContent: 'Wherever your journey starts, there is a place for you on the mats.',
      footer: '',
    },
  ],
};

/** The six areas of SPEC 2 (main training area, boxing ring, heavy bag station, gym, onsite cafe, shop) and the kit. */
export const SEED_HOME_FACILITIES: HomeFacilitiesContent = {
  intro:
    'Over 6000 sq ft of studio space at our Aintree flagship: everything you need to learn, train and compete under one roof.',
  areas: [
    {
      id: 'main-training-area',
      name: 'Main Training Area',
      description:
        'A huge matted hall with room for full classes to drill, spar and move freely. Sprung, padded and cleaned every day.',
    },
    {
      id: 'boxing-ring',
      name: 'Boxing Ring',
      description:
        'A full-size competition ring for pad work, technical sparring and fight camp, the same ropes our fighters walk out to.',
    },
    {
      id: 'heavy-bag-station',
      name: 'Heavy Bag Station',
      description:
        'Rows of heavy, teardrop and uppercut bags, so nobody waits for a turn. Perfect for rounds before or after class.',
    },
    {
      id: 'gym',
      name: 'Gym',
      description:
        'Racks, free weights, kettlebells, sleds and conditioning kit for strength work that carries straight onto the mats.',
    },
    {
      id: 'onsite-cafe',
      name: 'Onsite Cafe',
      description:
        'Protein shakes, proper coffee and a place to sit while the kids train. The heart of the studio between sessions.',
    },
    {
      id: 'shop',
      name: 'Shop',
      description:
        'Gloves, wraps, shin guards, club T-shirts and gum shields, with coaches on hand to help you pick the right size.',
    },
  ],
  equipment: [
    'Full-size competition boxing ring',
    'Heavy, teardrop and uppercut bags',
    'Sprung, padded training mats',
    'Thai pads, focus mitts and kick shields',
    'Kettlebells, dumbbells and barbells',
    'Battle ropes, sleds and plyo boxes',
    'Cardio kit: bikes and rowers',
    'Loan gloves and pads for beginners',
  ],
};

export const SEED_SITE_CONTENT: SiteContent = {
  pricing: {
    plans: [
      {
        id: 'pay-as-you-go',
        title: 'Pay As You Go',
        price: 10,
        frequency: 'per session',
        description: 'Train when it suits you, with no commitment.',
        features: ['Any single class', 'Pay on the door', 'Loan gloves available'],
        buttonText: 'Book a Free Trial',
        href: '/trial',
        popular: false,
      },
      {
        id: 'one-class',
        title: '1 Class Membership',
        price: 30,
        frequency: '/month',
        description: 'One class a week to build a steady habit.',
        features: ['1 class every week', 'Member grading prices', 'Member portal booking'],
        buttonText: 'Join Now',
        href: '/signup',
        popular: false,
      },
      {
        id: 'two-classes',
        title: '2 Classes',
        price: 50,
        frequency: '/month',
        description: 'Twice a week, for faster progress.',
        features: ['2 classes every week', 'Mix any two classes', 'Member portal booking'],
        buttonText: 'Join Now',
        href: '/signup',
        popular: false,
      },
      {
        id: 'unlimited-kids',
        title: 'Unlimited Kids',
        price: 60,
        frequency: '/month',
        description: 'Every kids class, as often as they like.',
        features: ['Unlimited kids classes', 'Belt promotions every 3-4 months', 'Little Ninjas (4-6) included'],
        buttonText: 'Join Now',
        href: '/signup',
        popular: false,
      },
      {
        id: 'unlimited-adults',
        title: 'Unlimited Adults',
        price: 70,
        frequency: '/month',
        description: 'Every adult class at both studios. Our best value.',
        features: ['Unlimited adult classes', 'Aintree and St Helens', 'Gym access included', 'Member event discounts'],
        buttonText: 'Join Now',
        href: '/signup',
        popular: true,
      },
    ],
    gymPlans: [
      {
        id: 'gym-pay-as-you-go',
        title: 'Gym Pay As You Go',
        price: 5,
        frequency: 'per session',
        description: 'Drop in and use the gym floor.',
        features: ['Weights and conditioning kit', 'Bag station access', 'Pay on the door'],
        buttonText: 'Ask About the Gym',
        href: '/#contact',
        popular: false,
      },
      {
        id: 'gym-membership',
        title: 'Gym Membership',
        price: 20,
        frequency: '/month',
        description: 'Unlimited gym use during opening hours.',
        features: ['Unlimited gym sessions', 'Bag station access', 'Free induction'],
        buttonText: 'Join the Gym',
        href: '/signup',
        popular: false,
      },
    ],
  },
  hours: {
    aintree: [
      { days: 'Mon-Fri', hours: '8am-9pm' },
      { days: 'Sat and Sun', hours: '9am-2pm' },
    ],
    stHelens: [
      { days: 'Mon-Fri', hours: '8am-9pm' },
      { days: 'Sat and Sun', hours: '9am-2pm' },
    ],
  },
  gradings: {
    days: ['2025-06-22', '2025-09-14', '2025-12-07'],
  },
  reviews: {
    rating: 4.8,
    count: 29,
    reviews: [
      {
        id: 'r01',
        name: 'Sarah M.',
        rating: 5,
        text: "Walked in nervous at 38 having never thrown a punch. Six months later I've lost two stone and I'm sparring once a week. The coaches make everyone feel welcome, whatever your level.",
        date: '2 weeks ago',
        hidden: false,
      },
      {
        id: 'r02',
        name: 'Dave K.',
        rating: 5,
        text: 'Best gym in Liverpool, full stop. Proper old-school coaching with a modern setup. The ring and bag area are brilliant and it is spotless.',
        date: '3 weeks ago',
        hidden: false,
      },
      {
        id: 'r03',
        name: 'Jodie R.',
        rating: 5,
        text: 'Both my kids go to the kids classes and their confidence has gone through the roof. They cannot wait for grading day. Lovely, patient instructors.',
        date: 'a month ago',
        hidden: false,
      },
      {
        id: 'r04',
        name: 'Liam T.',
        rating: 5,
        text: 'Trained Thai boxing here for three years. Technical, tough and friendly. Had my first fight on one of their shows and the support from the club was unreal.',
        date: 'a month ago',
        hidden: false,
      },
      {
        id: 'r05',
        name: 'Emma W.',
        rating: 5,
        text: 'The ladies kickboxing class is the highlight of my week. No egos, loads of laughs and a seriously good workout. I have dragged three friends along now!',
        date: '1 month ago',
        hidden: false,
      },
      {
        id: 'r06',
        name: 'Chris B.',
        rating: 4,
        text: 'Great coaching and a great atmosphere. Evening classes can get busy, so book through the portal, but the coaches still find time for everyone.',
        date: '2 months ago',
        hidden: false,
      },
      {
        id: 'r07',
        name: 'Rachel H.',
        rating: 5,
        text: 'The strength and conditioning sessions are no joke. My running has improved massively and I actually look forward to Monday mornings now.',
        date: '2 months ago',
        hidden: false,
      },
      {
        id: 'r08',
        name: 'Mohammed A.',
        rating: 5,
        text: 'Came for the MMA bootcamp, stayed for the people. Well structured sessions covering striking and ground work, and nobody is left behind.',
        date: '2 months ago',
        hidden: false,
      },
      {
        id: 'r09',
        name: 'Karen D.',
        rating: 5,
        text: 'My son was really shy and struggled at school. Since joining he stands taller, listens better and has made loads of friends. Cannot thank the team enough.',
        date: '3 months ago',
        hidden: false,
      },
      {
        id: 'r10',
        name: 'Tom G.',
        rating: 5,
        text: 'Forty years of experience shows. The coaches spot things in your technique nobody else has. Boxing classes are sharp and the pad work is top drawer.',
        date: '3 months ago',
        hidden: false,
      },
      {
        id: 'r11',
        name: 'Nicola P.',
        rating: 4,
        text: 'Friendly club with a real family feel. The cafe is a nice touch while you wait for the kids. Parking at Aintree can be tight at six o’clock.',
        date: '3 months ago',
        hidden: false,
      },
      {
        id: 'r12',
        name: 'Jamie L.',
        rating: 5,
        text: 'Street-fit circuit is fast and fun, the hour flies by. Great music, great energy, and you leave absolutely soaked.',
        date: '4 months ago',
        hidden: false,
      },
      {
        id: 'r13',
        name: 'Aisha N.',
        rating: 5,
        text: 'I was worried about being the only beginner but the class was full of people at every level. Everyone helped me with the basics. Highly recommend the free trial.',
        date: '4 months ago',
        hidden: false,
      },
      {
        id: 'r14',
        name: 'Paul F.',
        rating: 5,
        text: 'Been coming on and off since the nineties in St Helens. Still the same values: respect, hard work and a laugh. Some things never change, thankfully.',
        date: '5 months ago',
        hidden: false,
      },
      {
        id: 'r15',
        name: 'Gemma S.',
        rating: 5,
        text: 'Little Ninjas has been amazing for my four-year-old. Short, fun sessions that teach listening and balance. She shows me her moves every night.',
        date: '5 months ago',
        hidden: false,
      },
      {
        id: 'r16',
        name: 'Ryan O.',
        rating: 5,
        text: 'Proper fight gym without the attitude. Coaches push you hard but know when to pull you back. My fitness has never been better.',
        date: '6 months ago',
        hidden: false,
      },
      {
        id: 'r17',
        name: 'Hannah J.',
        rating: 4,
        text: 'Really good kickboxing classes with clear instruction. Would love a few more weekend sessions, but the weekday timetable is excellent.',
        date: '6 months ago',
        hidden: false,
      },
      {
        id: 'r18',
        name: 'Steven C.',
        rating: 5,
        text: 'Joined at 52 to get fit. Nobody batted an eyelid, they just adapted the drills for me. Down a jean size and feeling twenty years younger.',
        date: '7 months ago',
        hidden: false,
      },
      {
        id: 'r19',
        name: 'Lauren E.',
        rating: 5,
        text: 'The fight nights are brilliant. A great atmosphere, well run and a real showcase for the club. Proud to be a member here.',
        date: '8 months ago',
        hidden: false,
      },
      {
        id: 'r20',
        name: 'Dan Y.',
        rating: 5,
        text: 'Clean, well equipped and the coaches really know their stuff. The unlimited membership is cracking value when you train as much as I do.',
        date: '8 months ago',
        hidden: false,
      },
      {
        id: 'r21',
        name: 'Sophie V.',
        rating: 5,
        text: 'My daughter passed her first grading last week and was beaming. The instructors make the kids work for it, which makes the belt mean something.',
        date: '9 months ago',
        hidden: false,
      },
      {
        id: 'r22',
        name: 'Mark I.',
        rating: 4,
        text: 'Solid boxing coaching and a friendly bunch. Changing rooms are busy at peak times but the training more than makes up for it.',
        date: '10 months ago',
        hidden: false,
      },
      {
        id: 'r23',
        name: 'Chloe A.',
        rating: 5,
        text: 'Started Thai boxing to build confidence after a tough year. I have found a second family here. The coaches genuinely care about every single member.',
        date: '10 months ago',
        hidden: false,
      },
      {
        id: 'r24',
        name: 'Kevin Q.',
        rating: 5,
        text: 'Took my lad to the kids class and ended up joining the adults myself. Great for both of us, and we train together at weekends now.',
        date: 'a year ago',
        hidden: false,
      },
      {
        id: 'r25',
        name: 'Jess Z.',
        rating: 5,
        text: 'Fantastic studio with a real history. Warm, welcoming and brilliantly run. If you are on the fence, book the free trial and see for yourself.',
        date: 'a year ago',
        hidden: false,
      },
    ],
  },
  studio: {
    email: 'info@themartialartsstudio.co.uk',
    phone: '0151 496 0123',
    sites: {
      aintree: {
        name: 'Aintree, Liverpool',
        address: 'Emirates House, Stopgate Ln, Liverpool L9 6AN',
        mapQuery: 'Emirates House, Stopgate Ln, Liverpool L9 6AN',
      },
      stHelens: {
        name: 'St Helens',
        address: 'Unit 3, Sherdley Road, St Helens WA9 5DE',
        mapQuery: 'Sherdley Road, St Helens WA9 5DE',
      },
    },
    social: {
      facebook: 'https://www.facebook.com/themartialartsstudio',
      instagram: 'https://www.instagram.com/themartialartsstudio',
    },
    partners: [
      {
        name: "Alder Hey Children's Charity",
        url: 'https://www.alderheycharity.org',
        kind: "children's charity",
      },
      {
        name: 'Elite Health & Fitness',
        url: 'https://www.example.com/elite-health-fitness',
        kind: 'health and fitness business',
      },
    ],
    memberPortalUrl: 'https://members.gymmanager.example/tmas',
  },
  banner: {
    message: '',
    linkUrl: null,
    linkText: null,
    startsOn: null,
    endsOn: null,
  },
  closures: { closures: [] },
  'home-hero': SEED_HOME_HERO,
  'home-about': SEED_HOME_ABOUT,
  'home-journey': SEED_HOME_JOURNEY,
  'home-facilities': SEED_HOME_FACILITIES,
  classes: SEED_CLASS_PAGES,
};
