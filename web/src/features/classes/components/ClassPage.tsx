import { MAIN_CONTENT_ID } from '@/components/layout/SkipLink.tsx';
import type { ClassPageContent } from '@/content/classPages/classPageContent.ts';
import { BackToClasses } from './BackToClasses.tsx';
import { ClassBenefits } from './ClassBenefits.tsx';
import { ClassContact } from './ClassContact.tsx';
import { ClassFaq } from './ClassFaq.tsx';
import { ClassHero } from './ClassHero.tsx';
import { ClassSchedule } from './ClassSchedule.tsx';
import { InstructorProfile } from './InstructorProfile.tsx';
import { WhatToBring } from './WhatToBring.tsx';

/** The one template every class page uses (SPEC.md "Class pages"). Plain elements styled by classes.css. */
export function ClassPage({ content }: { content: ClassPageContent }) {
  return (
    <main id={MAIN_CONTENT_ID} tabIndex={-1} className="class-page">
      <ClassHero content={content} />
      <ClassSchedule content={content} />
      <InstructorProfile instructor={content.instructor} />
      <ClassBenefits content={content} />
      <WhatToBring content={content} />
      <ClassFaq content={content} />
      <ClassContact classInterest={content.title} />
      <BackToClasses />
    </main>
  );
}
