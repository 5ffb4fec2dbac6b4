import type { SvgIconComponent } from '@mui/icons-material';
import type { ClassSlug } from '@studio/core/publicRoutes';
import type { PublicImageKey } from '@studio/core/slots';

/** One session on a class's weekly timetable. Times sit inside the opening hours (Mon-Fri 8am-9pm, Sat and Sun 9am-2pm). */
export interface ClassSession {
  day: 'Monday' | 'Tuesday' | 'Wednesday' | 'Thursday' | 'Friday' | 'Saturday' | 'Sunday';
  /** e.g. '6:00pm - 7:00pm' */
  time: string;
  /** Who the session is for, e.g. 'Beginners' or 'All levels'. */
  level: string;
  coach: string;
  site: 'Aintree' | 'St Helens';
}

export interface ClassInstructor {
  /** The studio supplies its coaches' names; this is the one field to change. */
  name: string;
  title: string;
  /** Path or URL of the coach's photo. null shows a monogram of their initials instead. */
  photo: string | null;
  bio: string;
  qualifications: readonly string[];
}

/** SPEC.md section 3 "Class page content": everything one class page shows, written in the studio's voice. */
export interface ClassPageContent {
  slug: ClassSlug;
  /** The class's display name, also the class interest the contact form is preset to. */
  title: string;
  /** A short line above the title in the hero. */
  eyebrow: string;
  description: string;
  /** Document title and meta description of the page. */
  meta: { title: string; description: string };
  icon: SvgIconComponent;
  image: {
    /** The admin slot whose newest upload replaces the built-in picture; null when the class has no slot. */
    slot: PublicImageKey | null;
    /** Describes the class for screen readers when a studio photo is shown. */
    alt: string;
  };
  /** Shows a looping muted clip instead of the hero picture; the picture becomes its poster. */
  video: false | { src: string; type: 'video/mp4' | 'video/webm' };
  schedule: {
    description: string;
    classSize: string;
    sessions: readonly ClassSession[];
  };
  instructor: ClassInstructor;
  /** Exactly six on every page. */
  benefits: readonly { title: string; description: string }[];
  whatToBring: readonly { item: string; description: string }[];
  equipmentRental: string;
  faqs: readonly { question: string; answer: string }[];
}
