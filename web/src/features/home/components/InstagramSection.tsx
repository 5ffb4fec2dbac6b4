import Instagram from '@mui/icons-material/Instagram';
import OpenInNew from '@mui/icons-material/OpenInNew';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import { useEffect, useRef } from 'react';
import { useEmbedConsent } from '@/components/embeds/embedConsent.ts';
import { EmbedConsentFacade } from '@/components/embeds/EmbedConsentFacade.tsx';
import { InstagramPost } from '@/components/embeds/InstagramPost.tsx';
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
        <Box sx={{ mb: 3 }}>
          <EmbedConsentFacade
            kind="instagram"
            buttonText="Show Instagram posts"
            onAllow={() => {
              pressed.current = true;
            }}
          />
        </Box>
      )}
      <Grid
        container
        spacing={3}
        component="ul"
        ref={posts}
        tabIndex={-1}
        aria-label="Instagram posts"
        sx={{ listStyle: 'none', p: 0, m: 0, outline: 'none' }}
      >
        {siteConfig.instagram.posts.map((url, index) => (
          <Grid component="li" key={url} size={{ xs: 12, sm: 6, md: 4 }}>
            <ScrollReveal delay={(index % 3) * 100} fill>
              <InstagramPost url={url} />
            </ScrollReveal>
          </Grid>
        ))}
      </Grid>
      <Box sx={{ textAlign: 'center', mt: 5 }}>
        <Button
          variant="contained"
          size="large"
          href={studio.social.instagram}
          target="_blank"
          rel="noopener noreferrer"
          startIcon={<Instagram />}
          endIcon={<OpenInNew aria-hidden="true" />}
        >
          Follow us on Instagram
          <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
        </Button>
      </Box>
    </Section>
  );
}
