import { trialHref } from '@studio/core/trials/trialHref';
import { Link as RouterLink } from 'react-router';
import { classIcons } from '@/components/layout/classIcons.tsx';
import type { ClassPageSetup } from '@/content/classPages/classPageContent.ts';
import { GOAL_MARK } from '@/insights/insightsPage.ts';
import type { ClassPageHead } from '../lib/classPageData.ts';
import { ClassHeroMedia } from './ClassHeroMedia.tsx';

/** Title, description and the class's picture (or looping clip), with the way to sign up. */
export function ClassHero({ content }: { content: ClassPageSetup & Pick<ClassPageHead, 'description' | 'ages'> }) {
  const Icon = classIcons[content.icon];
  const { ages } = content;
  return (
    <section aria-labelledby="class-title" className="class-hero">
      <ClassHeroMedia content={content} />
      <div className="container container--lg">
        <div className="class-hero__text">
          <div className="class-hero__eyebrow">
            <Icon />
            <p className="page-hero__overline class-hero__overline">
              {content.eyebrow}
              {ages && `, ages ${ages}`}
            </p>
          </div>
          <h1 id="class-title" className="page-hero__title class-hero__title">
            {content.title}
          </h1>
          <p className="class-hero__description">{content.description}</p>
          <div className="class-hero__actions">
            <RouterLink
              to="/signup"
              className="button button--large button--contained button--borderless"
              {...{ [GOAL_MARK]: 'join' }}
            >
              Join Today
            </RouterLink>
            <RouterLink
              to={trialHref({ classSlug: content.slug })}
              className="button button--large button--outlined button--current"
            >
              Book a Free Trial
            </RouterLink>
          </div>
        </div>
      </div>
    </section>
  );
}
