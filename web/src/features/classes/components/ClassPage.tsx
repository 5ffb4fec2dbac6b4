import { MAIN_CONTENT_ID } from '@/components/layout/SkipLink.tsx';
import type { ClassPageSetup } from '@/content/classPages/classPageContent.ts';
import { StaticIsland } from '@/hydration/StaticIsland.tsx';
import type { ClassIslands } from '../classIslands.ts';
import type { ClassPageHead } from '../lib/classPageData.ts';
import { BackToClasses } from './BackToClasses.tsx';
import { ClassBenefits } from './ClassBenefits.tsx';
import { ClassContact } from './ClassContact.tsx';
import { ClassFaq } from './ClassFaq.tsx';
import { ClassHero } from './ClassHero.tsx';
import { ClassSchedule } from './ClassSchedule.tsx';
import { InstructorProfile } from './InstructorProfile.tsx';
import { WhatToBring } from './WhatToBring.tsx';

/**
 * The one template every class page uses (SPEC.md "Class pages"). Plain elements styled by classes.css. The sections
 * from the schedule to the kit list never change in the browser: a static island, drawn from `islands` where they are
 * there (the server's render, a client-side navigation) and kept as the server drew them when the page hydrates
 * (features/classes/classIslands.ts). The hero (its clip), the questions and the contact form hydrate.
 */
export function ClassPage({
  content,
  islands,
}: {
  content: ClassPageSetup & ClassPageHead;
  islands: ClassIslands | undefined;
}) {
  return (
    <main id={MAIN_CONTENT_ID} tabIndex={-1} className="class-page">
      <ClassHero content={content} />
      <StaticIsland>
        {islands ? <ClassIslandSections content={{ ...content, ...islands.content }} islands={islands} /> : undefined}
      </StaticIsland>
      <ClassFaq content={content} />
      <ClassContact classInterest={content.title} />
      <BackToClasses />
    </main>
  );
}

function ClassIslandSections({
  content,
  islands,
}: {
  content: ClassPageSetup & ClassIslands['content'];
  islands: ClassIslands;
}) {
  return (
    <>
      <ClassSchedule content={content} timetable={islands.timetable} />
      <InstructorProfile instructor={content.instructor} />
      <ClassBenefits content={content} />
      <WhatToBring content={content} />
    </>
  );
}
