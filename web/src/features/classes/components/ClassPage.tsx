import Box from '@mui/material/Box';
import { lazyWhenVisible } from '@/components/LazyWhenVisible.tsx';
import { MAIN_CONTENT_ID } from '@/components/layout/SkipLink.tsx';
import type { ClassPageContent } from '@/content/classPages/classPageContent.ts';
import { ClassHero } from './ClassHero.tsx';

// Below the hero, each section is prerendered in full and hydrates only as it nears the viewport; the contact
// form and the FAQ accordions in particular stay off a phone's first load.
const ClassSchedule = lazyWhenVisible(() => import('./ClassSchedule.tsx'), 'ClassSchedule');
const InstructorProfile = lazyWhenVisible(() => import('./InstructorProfile.tsx'), 'InstructorProfile');
const ClassBenefits = lazyWhenVisible(() => import('./ClassBenefits.tsx'), 'ClassBenefits');
const WhatToBring = lazyWhenVisible(() => import('./WhatToBring.tsx'), 'WhatToBring');
const ClassFaq = lazyWhenVisible(() => import('./ClassFaq.tsx'), 'ClassFaq');
const ClassContact = lazyWhenVisible(() => import('./ClassContact.tsx'), 'ClassContact');
const BackToClasses = lazyWhenVisible(() => import('./BackToClasses.tsx'), 'BackToClasses');

/** The one template every class page uses (SPEC.md "Class pages"). */
export function ClassPage({ content }: { content: ClassPageContent }) {
  return (
    <Box component="main" id={MAIN_CONTENT_ID} tabIndex={-1} sx={{ outline: 'none' }}>
      <ClassHero content={content} />
      <ClassSchedule content={content} />
      <InstructorProfile instructor={content.instructor} />
      <ClassBenefits content={content} />
      <WhatToBring content={content} />
      <ClassFaq content={content} />
      <ClassContact classInterest={content.title} />
      <BackToClasses />
    </Box>
  );
}
