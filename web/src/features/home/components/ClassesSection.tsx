import { Link } from 'react-router';
import { classIcons } from '@/components/layout/classIcons.tsx';
import { ArrowForwardIcon } from '@/components/layout/icons.tsx';
import { ScrollReveal } from '@/components/layout/ScrollReveal.tsx';
import { Section } from '@/components/layout/Section.tsx';
import { BookTourLink } from './BookTourLink.tsx';
import { classCards } from '@/content/classes.ts';
import { useHomePageParts } from '@/content/siteContent.tsx';
import { GOAL_MARK } from '@/insights/insightsPage.ts';

/** The eight classes, each card linking to its class page, then the sign-up and free-trial calls. */
export function ClassesSection() {
  const { classCards: cardText } = useHomePageParts();
  return (
    <Section
      id="services"
      eyebrow="Classes"
      title="Find Your Fight"
      intro="Eight classes, one welcoming team. Whether you want to compete, get fitter or give your kids a head start, there is a class on the timetable for you."
    >
      <ul className="card-grid card-grid--four">
        {classCards.map((card, index) => {
          const Icon = classIcons[card.icon];
          return (
            <li key={card.id} className="card-grid__cell">
              <ScrollReveal delay={(index % 4) * 100} fill>
                {/* The whole card is clickable through the title link's ::after; the link's name stays the class name. */}
                <article className="card home-class">
                  <div className="home-class__badge">
                    <Icon className="home-class__icon" />
                  </div>
                  <h3 className="subheading home-class__name">
                    <Link to={card.path} className="home-class__link">
                      {card.name}
                    </Link>
                  </h3>
                  <p className="home-class__text">{cardText[card.id]}</p>
                  <div className="home-class__foot">
                    <div className="home-class__more" aria-hidden="true">
                      <span>Learn more</span>
                      <ArrowForwardIcon className="home-class__more-icon" />
                    </div>
                    {/* The link trialHref makes, written out: the home page's first code stays as small as its budget. */}
                    <Link to={`/trial?class=${card.id}`} className="text-link home-class__trial">
                      Free trial<span className="visually-hidden">: {card.name}</span>
                    </Link>
                  </div>
                </article>
              </ScrollReveal>
            </li>
          );
        })}
      </ul>
      <ScrollReveal>
        <div className="home-classes__calls">
          <Link
            to="/signup"
            className="button button--contained button--large button--borderless"
            {...{ [GOAL_MARK]: 'join' }}
          >
            Join a Class Today
            <span className="button__end-icon">
              <ArrowForwardIcon />
            </span>
          </Link>
          <p className="home-classes__trial">
            Not sure which class is for you? <BookTourLink />
          </p>
        </div>
      </ScrollReveal>
    </Section>
  );
}
