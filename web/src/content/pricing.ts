/** A membership option (SPEC section 9). `href` is where its call to action goes. */
export interface MembershipPlan {
  id: string;
  title: string;
  price: number;
  frequency: 'per session' | '/month';
  description: string;
  features: string[];
  buttonText: string;
  href: string;
  /** Marked Recommended. */
  popular: boolean;
}

export const membershipPlans: MembershipPlan[] = [
  {
    id: 'pay-as-you-go',
    title: 'Pay As You Go',
    price: 10,
    frequency: 'per session',
    description: 'Train when it suits you, with no commitment.',
    features: ['Any single class', 'Pay on the door', 'Loan gloves available'],
    buttonText: 'Book a Free Trial',
    href: '/#contact',
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
];

/** £10, £70: whole pounds as the studio writes them. */
export function formatPlanPrice(price: number): string {
  return Number.isInteger(price) ? `£${price}` : `£${price.toFixed(2)}`;
}
