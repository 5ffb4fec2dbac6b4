import type { FacilityArea } from '@studio/core/content/siteContent';
import { SlotPicture } from '@/components/images/SlotPicture.tsx';
import { CheckCircleIcon } from '@/components/layout/contentIcons.tsx';
import { ScrollReveal } from '@/components/layout/ScrollReveal.tsx';
import { Section } from '@/components/layout/Section.tsx';
import { builtinImages } from '@/content/builtinImages.ts';
import { facilityImage, type FacilityImage } from '@/content/facilities.ts';
import { useHomeContent } from '../homeContent.ts';
import { BookTourLink } from './BookTourLink.tsx';
import { StorefrontIcon } from './homeIcons.tsx';

interface PicturedArea {
  area: FacilityArea;
  image: FacilityImage;
}

/** One area with its picture: the newest upload for its slot, else the built-in art. */
function FacilityCard({ area, image, featured }: PicturedArea & { featured: boolean }) {
  return (
    <article className={featured ? 'facility-card facility-card--featured' : 'facility-card'}>
      <div className="facility-card__media">
        <SlotPicture
          slot={image.slot}
          fallback={builtinImages[image.builtin]}
          alt={`${area.name} at the studio`}
          sizes={
            featured ? '(min-width: 900px) 560px, 100vw' : '(min-width: 900px) 280px, (min-width: 600px) 50vw, 100vw'
          }
          className="facility-card__image"
        />
      </div>
      <div className="facility-card__body">
        <h3 className="subheading facility-card__name">{area.name}</h3>
        <p className="facility-card__text">{area.description}</p>
      </div>
    </article>
  );
}

/**
 * The studio's spaces in pictures, the areas without one (the shop), and the equipment list; the texts are Site
 * Content (Home: Facilities). Plain elements styled by FacilitiesSection.css.
 */
export function FacilitiesSection() {
  const { facilities } = useHomeContent();
  const pictured: PicturedArea[] = [];
  const unpictured: FacilityArea[] = [];
  for (const area of facilities.areas) {
    const image = facilityImage(area.id);
    if (image) pictured.push({ area, image });
    else unpictured.push(area);
  }
  const [main, ...others] = pictured;
  return (
    <Section id="facilities" tone="raised" eyebrow="Facilities" title="Built for Training" intro={facilities.intro}>
      <div className="facilities">
        {main && (
          <ScrollReveal fill>
            <FacilityCard {...main} featured />
          </ScrollReveal>
        )}
        <div className="facilities__others">
          {others.map((other, index) => (
            <ScrollReveal key={other.area.id} delay={(index % 2) * 100} fill>
              <FacilityCard {...other} featured={false} />
            </ScrollReveal>
          ))}
        </div>
      </div>
      <div className="facilities__more">
        {unpictured.map((area) => (
          <div key={area.id} className="facilities__cell">
            <ScrollReveal fill>
              <div className="card facilities__panel">
                <StorefrontIcon className="facilities__panel-icon" />
                <h3 className="subheading facilities__panel-title">{area.name}</h3>
                <p className="facilities__panel-text">{area.description}</p>
              </div>
            </ScrollReveal>
          </div>
        ))}
        <div className={unpictured.length ? 'facilities__cell facilities__cell--kit' : 'facilities__cell--whole'}>
          <ScrollReveal delay={100} fill>
            <div className="card facilities__panel">
              <h3 className="subheading facilities__panel-title facilities__panel-title--list">Fully equipped</h3>
              <ul className="facilities__equipment">
                {facilities.equipment.map((item, index) => (
                  <li key={index} className="facilities__equipment-item">
                    <CheckCircleIcon className="facilities__check" />
                    <span>{item}</span>
                  </li>
                ))}
              </ul>
            </div>
          </ScrollReveal>
        </div>
      </div>
      <ScrollReveal className="facilities__tour">
        <p className="facilities__tour-text">
          Want to see it for yourself? <BookTourLink />
        </p>
      </ScrollReveal>
    </Section>
  );
}
