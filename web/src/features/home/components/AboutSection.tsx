import { Link as RouterLink } from 'react-router';
import { SlotPicture } from '@/components/images/SlotPicture.tsx';
import { useAnchorClick } from '@/components/layout/anchors.ts';
import { GroupsIcon } from '@/components/layout/contentIcons.tsx';
import { ArrowForwardIcon } from '@/components/layout/icons.tsx';
import { ScrollReveal } from '@/components/layout/ScrollReveal.tsx';
import { Section } from '@/components/layout/Section.tsx';
import { builtinImages } from '@/content/builtinImages.ts';
import { useHomeContent } from '../homeContent.ts';
import { EmojiEventsIcon, VerifiedIcon } from './homeIcons.tsx';
import { OurJourney } from './OurJourney.tsx';

/** The three highlights' icons, in order: the decades, the people, the coaching. */
const highlightIcons = [EmojiEventsIcon, GroupsIcon, VerifiedIcon];

/**
 * Who the studio is, beside the `home_about` picture, then the 'Our Journey' timeline; the texts are Site Content
 * (Home: About, Home: Our Journey). Plain elements styled by AboutSection.css.
 */
export function AboutSection() {
  const anchorClick = useAnchorClick();
  const { about, journey } = useHomeContent();
  return (
    <Section id="about" eyebrow="About us" title={about.title} intro={about.intro}>
      <div className="about">
        <ScrollReveal>
          <div className="about__photo">
            <SlotPicture
              slot="home_about"
              fallback={builtinImages.about}
              alt="Inside The Martial Arts Studio"
              sizes="(min-width: 900px) 560px, 100vw"
              className="about__image"
            />
          </div>
        </ScrollReveal>
        <ScrollReveal delay={100}>
          <h3 className="subheading about__heading">{about.heading}</h3>
          {about.paragraphs.map((paragraph, index) => (
            <p key={index} className="about__text">
              {paragraph}
            </p>
          ))}
          <ul className="about__highlights">
            {about.highlights.map(({ title, text }, index) => {
              const Icon = highlightIcons[index % highlightIcons.length]!;
              return (
                <li key={index} className="about__highlight">
                  <div className="about__highlight-icon">
                    <Icon />
                  </div>
                  <div>
                    <p className="about__highlight-title">{title}</p>
                    <p className="about__highlight-text">{text}</p>
                  </div>
                </li>
              );
            })}
          </ul>
        </ScrollReveal>
      </div>
      <OurJourney entries={journey.entries} />
      <ScrollReveal className="about__cta">
        <RouterLink
          to="/#contact"
          onClick={anchorClick('contact')}
          className="button button--contained button--large button--borderless"
        >
          Start Your Journey Today
          <span className="button__end-icon">
            <ArrowForwardIcon />
          </span>
        </RouterLink>
      </ScrollReveal>
    </Section>
  );
}
