import { Link } from 'react-router';
import { useAnchorClick } from '@/components/layout/anchors.ts';
import { CheckIcon } from '@/components/layout/contentIcons.tsx';
import { ScrollReveal } from '@/components/layout/ScrollReveal.tsx';
import { Section } from '@/components/layout/Section.tsx';
import { formatPlanPrice, type MembershipPlan } from '@/content/pricing.ts';
import { useHomePageParts } from '@/content/siteContent.tsx';

function PlanCard({ plan }: { plan: MembershipPlan }) {
  const anchorClick = useAnchorClick();
  const anchor = plan.href.startsWith('/#') ? plan.href.slice(2) : undefined;
  const titleId = `plan-${plan.id}`;
  return (
    <article aria-labelledby={titleId} className={plan.popular ? 'card plan plan--popular' : 'card plan'}>
      {plan.popular && <p className="plan__badge">Recommended</p>}
      <h3 id={titleId} className="subheading plan__title">
        {plan.title}
      </h3>
      <p className="plan__price">
        <span className="plan__amount">{formatPlanPrice(plan.price)}</span>
        <span className="plan__frequency">{plan.frequency}</span>
      </p>
      <p className="plan__description">{plan.description}</p>
      <ul className="plan__features">
        {plan.features.map((feature) => (
          <li key={feature} className="plan__feature">
            <CheckIcon className="plan__check" />
            <span>{feature}</span>
          </li>
        ))}
      </ul>
      <Link
        to={plan.href}
        onClick={anchor ? anchorClick(anchor) : undefined}
        className={
          plan.popular
            ? 'button button--contained button--borderless button--full-width'
            : 'button button--outlined button--current button--full-width'
        }
        aria-describedby={titleId}
      >
        {plan.buttonText}
      </Link>
    </article>
  );
}

/** Every membership price of SPEC section 9; the unlimited adult plan is marked Recommended. */
export function PricingSection() {
  const { plans: classPlans, gymPlans } = useHomePageParts().pricing;
  return (
    <Section
      id="pricing"
      eyebrow="Membership"
      title="Simple, Honest Pricing"
      intro="No joining fee, no long contracts. Start with a free trial class, then pick the plan that fits your week."
    >
      <div className="card-grid card-grid--centred">
        {classPlans.map((plan, index) => (
          <div key={plan.id} className={plan.popular ? 'card-grid__cell plans__popular-cell' : 'card-grid__cell'}>
            <ScrollReveal delay={(index % 3) * 80} fill>
              <PlanCard plan={plan} />
            </ScrollReveal>
          </div>
        ))}
      </div>
      {gymPlans.length > 0 && (
        <>
          <h3 className="subheading plans__gym-title">Gym only</h3>
          <div className="card-grid card-grid--centred">
            {gymPlans.map((plan, index) => (
              <div key={plan.id} className="card-grid__cell">
                <ScrollReveal delay={index * 80} fill>
                  <PlanCard plan={plan} />
                </ScrollReveal>
              </div>
            ))}
          </div>
        </>
      )}
    </Section>
  );
}
