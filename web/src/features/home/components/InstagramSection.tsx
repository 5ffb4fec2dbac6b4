import { useEffect, useRef } from 'react';
import { useEmbedConsent } from '@/components/embeds/embedConsent.ts';
import { EmbedConsentFacade } from '@/components/embeds/EmbedConsentFacade.tsx';
import { InstagramPost } from '@/components/embeds/InstagramPost.tsx';
import { InstagramIcon } from '@/components/layout/contentIcons.tsx';
import { OpenInNewIcon } from '@/components/layout/icons.tsx';
import { ScrollReveal } from '@/components/layout/ScrollReveal.tsx';
import { Section } from '@/components/layout/Section.tsx';
import { VisuallyHidden } from '@/components/layout/VisuallyHidden.tsx';
import { siteConfig } from '@/content/siteConfig.ts';
import { useSiteContent } from '@/content/siteContent.tsx';

/**
 * Six posts from the studio's Instagram, each a lazy embed with a plain link to the post. One facade above them
 * asks before any of them loads anything from Instagram.
 */
export function InstagramSection() {
  const { studio } = useSiteContent();
  const { allowed } = useEmbedConsent('instagram');
  const posts = useRef<HTMLUListElement>(null);
  // After the facade's button, which goes away, focus moves to the posts that replace it.
  const pressed = useRef(false);
  useEffect(() => {
    if (allowed && pressed.current) {
      pressed.current = false;
      posts.current?.focus();
    }
  }, [allowed]);
  return (
    <Section
      id="instagram"
      eyebrow="Instagram"
      title="Life at the Studio"
      intro="Fight nights, gradings, new kit and the odd bit of carnage at the Christmas do. Follow along on Instagram."
    >
      {!allowed && (
        <div className="instagram__consent">
          <EmbedConsentFacade
            kind="instagram"
            buttonText="Show Instagram posts"
            onAllow={() => {
              pressed.current = true;
            }}
          />
        </div>
      )}
      <ul ref={posts} tabIndex={-1} aria-label="Instagram posts" className="card-grid instagram__posts">
        {siteConfig.instagram.posts.map((url, index) => (
          <li key={url} className="card-grid__cell">
            <ScrollReveal delay={(index % 3) * 100} fill>
              <InstagramPost url={url} />
            </ScrollReveal>
          </li>
        ))}
      </ul>
      <div className="instagram__follow">
        <a
          href={studio.social.instagram}
          target="_blank"
          rel="noopener noreferrer"
          className="button button--contained button--large button--borderless"
        >
          <span className="button__start-icon">
            <InstagramIcon />
          </span>
          Follow us on Instagram
          <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
          <span className="button__end-icon">
            <OpenInNewIcon />
          </span>
        </a>
      </div>
    </Section>
  );
}
