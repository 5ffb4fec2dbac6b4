import { Link as RouterLink } from 'react-router';
import { Picture } from '@/components/images/Picture.tsx';
import { useSlotImage } from '@/components/images/SlotImages.tsx';
import { useAnchorClick } from '@/components/layout/anchors.ts';
import { ArrowForwardIcon, KeyboardArrowDownIcon } from '@/components/layout/icons.tsx';
import { builtinImages } from '@/content/builtinImages.ts';
import { GOAL_MARK } from '@/insights/insightsPage.ts';
import { useHomeContent } from '../homeContent.ts';

const heroStats = [
  { value: '1979', label: 'Training since' },
  { value: '2', label: 'Studios' },
  { value: '6000+', label: 'Sq ft of space' },
  { value: '8', label: 'Class types' },
];

/**
 * The uploaded hero photo over the built-in art. An image paints only once it has loaded, so until then
 * (or when there is none) the dark gradient and the built-in art show through.
 */
function UploadedHeroImage() {
  const uploaded = useSlotImage('home_hero');
  if (!uploaded) return null;
  return (
    <Picture fallback={builtinImages.hero} uploaded={uploaded} alt="" sizes="100vw" priority className="hero__image" />
  );
}

/**
 * 'The Martial Arts Studio' over the hero image, with the two calls to action; its texts are Site Content (Home:
 * Hero). Plain elements styled by the static CSS (HeroSection.css): the first screen of the home page hydrates before
 * any MUI code has loaded.
 */
export function HeroSection() {
  const anchorClick = useAnchorClick();
  const { hero } = useHomeContent();
  return (
    <section id="home" className="hero" aria-labelledby="home-title">
      <div className="hero__art" aria-hidden="true">
        <Picture
          fallback={builtinImages.hero}
          alt=""
          sizes="100vw"
          priority
          className="hero__image hero__image--builtin"
        />
        <UploadedHeroImage />
        {/* Keeps the title readable over any photo. */}
        <div className="hero__shade" />
      </div>
      <div className="container container--lg hero__content">
        <div className="hero__text">
          <p className="page-hero__overline hero__eyebrow">{hero.eyebrow}</p>
          <h1 id="home-title" className="hero__title">
            {hero.title}
          </h1>
          <p className="hero__tagline">{hero.tagline}</p>
          <div className="hero__actions">
            <RouterLink to="/trial" className="button button--contained button--large">
              Book a Free Trial
              <span className="button__end-icon">
                <ArrowForwardIcon />
              </span>
            </RouterLink>
            <RouterLink to="/signup" className="button button--outlined button--large" {...{ [GOAL_MARK]: 'join' }}>
              Join Today
            </RouterLink>
            <RouterLink
              to="/#services"
              onClick={anchorClick('services')}
              className="button button--outlined button--large hero__explore"
            >
              Explore Classes
            </RouterLink>
          </div>
          <dl className="hero__stats">
            {heroStats.map((stat) => (
              <div key={stat.label} className="hero__stat">
                <dt>{stat.label}</dt>
                <dd>{stat.value}</dd>
              </div>
            ))}
          </dl>
        </div>
      </div>
      <RouterLink to="/#about" onClick={anchorClick('about')} aria-label="Scroll to About" className="hero__next">
        <KeyboardArrowDownIcon />
      </RouterLink>
    </section>
  );
}
