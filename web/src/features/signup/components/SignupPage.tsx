import { Link as RouterLink } from 'react-router';
import { GymWidget } from '@/components/embeds/GymWidget.tsx';
import { BrandMark } from '@/components/layout/BrandMark.tsx';
import { CheckCircleIcon } from '@/components/layout/contentIcons.tsx';
import { ArrowBackRoundedIcon, MailOutlinedIcon } from '@/components/layout/classPageIcons.tsx';
import { NoticeBanner } from '@/components/layout/NoticeBanner.tsx';
import { MAIN_CONTENT_ID, SkipLink } from '@/components/layout/SkipLink.tsx';
import { VisuallyHidden } from '@/components/layout/VisuallyHidden.tsx';
import { siteConfig } from '@/content/siteConfig.ts';
import { whyJoin } from '@/content/whyJoin.ts';

/**
 * /signup stands outside the site chrome so nothing competes with the registration form:
 * a slim brand bar with the way back home, the provider's form, and the reasons to join. Plain elements styled by
 * features/signup/signup.css.
 */
export function SignupPage() {
  return (
    <div className="signup">
      <SkipLink />
      <NoticeBanner />
      <SignupBrandBar />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="signup__main">
        <div className="container container--lg">
          <div className="section__head">
            <p className="section__eyebrow">Your first class is free</p>
            <h1 className="page-hero__title signup__title">Join {siteConfig.name}</h1>
            <p className="section__intro signup__lead">
              Register below to book your free trial or start your membership. Pick your class, choose Aintree or St
              Helens, and we will see you on the mats.
            </p>
          </div>
          <div className="signup__grid">
            <section aria-labelledby="signup-form-heading">
              <h2 className="section__title signup__heading" id="signup-form-heading">
                Registration Form
              </h2>
              <GymWidget widget="form" title="registration form" />
              <p className="signup__note">
                The form comes from {siteConfig.gymWidgets.providerName}, our booking system, and loads only when you
                ask for it.{' '}
                <RouterLink to="/privacy" className="signup__privacy">
                  Privacy and cookies
                </RouterLink>
              </p>
            </section>
            <WhyJoin />
          </div>
        </div>
      </main>
    </div>
  );
}

function SignupBrandBar() {
  return (
    <header className="signup-bar">
      <div className="container container--lg">
        <div className="signup-bar__row">
          <RouterLink to="/" className="signup-bar__home">
            <BrandMark compact />
            <VisuallyHidden>, home</VisuallyHidden>
          </RouterLink>
          <RouterLink to="/" className="button button--borderless signup-bar__back">
            <span className="button__start-icon">
              <ArrowBackRoundedIcon />
            </span>
            {/* On a phone the arrow alone, so the logo keeps one line down to 320 px; the words stay for screen readers. */}
            <span className="visually-hidden-narrow">Back to home</span>
          </RouterLink>
        </div>
      </div>
    </header>
  );
}

function WhyJoin() {
  return (
    <section aria-labelledby="why-join-heading" className="card why-join">
      <h2 className="section__title signup__heading signup__heading--why" id="why-join-heading">
        Why Join
      </h2>
      <ul className="grid-list why-join__list">
        {whyJoin.map((point) => (
          <li key={point.title} className="why-join__point">
            <CheckCircleIcon className="why-join__icon" />
            <div>
              <h3 className="subheading why-join__title">{point.title}</h3>
              <p className="why-join__text">{point.description}</p>
            </div>
          </li>
        ))}
      </ul>
      <div className="why-join__contact">
        <p className="why-join__question">Got a question before you join?</p>
        <RouterLink to="/#contact" className="button button--outlined button--red">
          <span className="button__start-icon">
            <MailOutlinedIcon />
          </span>
          Contact us
        </RouterLink>
      </div>
    </section>
  );
}
