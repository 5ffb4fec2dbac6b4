import Instagram from '@mui/icons-material/Instagram';
import OpenInNew from '@mui/icons-material/OpenInNew';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { INSTAGRAM_POLL_MS } from '@studio/core/limits';
import { useEffect } from 'react';
import { siteConfig } from '@/content/siteConfig.ts';
import { VisuallyHidden } from '@/components/layout/VisuallyHidden.tsx';
import { LazyEmbed, type EmbedControls } from './LazyEmbed.tsx';

declare global {
  interface Window {
    instgrm?: { Embeds: { process(): void } };
  }
}

export const INSTAGRAM_LOADING_TEXT = 'Loading Instagram post...';

/** Waits (polling) for Instagram's embed script to be ready, then asks it to turn the blockquote into the post. */
function InstagramEmbed({ url, ready }: { url: string; ready: EmbedControls['ready'] }) {
  useEffect(() => {
    const check = () => {
      if (!window.instgrm) return false;
      window.instgrm.Embeds.process();
      ready();
      return true;
    };
    if (check()) return;
    const timer = window.setInterval(() => {
      if (check()) window.clearInterval(timer);
    }, INSTAGRAM_POLL_MS);
    return () => window.clearInterval(timer);
  }, [ready]);

  // Instagram's script replaces the blockquote with its own frame, so React must not own what is inside this box.
  const markup = `<blockquote class="instagram-media" data-instgrm-permalink="${encodeURI(url)}" data-instgrm-version="14" style="margin:0;width:100%;min-width:0;border:0;background:transparent"></blockquote>`;
  return <Box sx={{ '& iframe': { maxWidth: '100%' } }} dangerouslySetInnerHTML={{ __html: markup }} />;
}

/**
 * One Instagram post: nothing from Instagram until the visitor chooses to show Instagram posts (the section's
 * facade asks), then a placeholder until Instagram's embed script is ready (checked every INSTAGRAM_POLL_MS),
 * and a plain link to the post in any case, so the post is one tap away even when Instagram cannot load.
 */
export function InstagramPost({ url }: { url: string }) {
  return (
    <Paper variant="outlined" sx={{ overflow: 'hidden', height: '100%', display: 'flex', flexDirection: 'column' }}>
      <Box sx={{ flex: 1 }}>
        <LazyEmbed
          consent={{
            kind: 'instagram',
            blocked: (
              <Box sx={{ display: 'grid', placeItems: 'center', minHeight: 200, px: 2, textAlign: 'center' }}>
                <Box>
                  <Instagram sx={{ fontSize: 40, color: 'primary.light', mb: 1 }} aria-hidden="true" />
                  <Typography color="text.secondary">Instagram post</Typography>
                </Box>
              </Box>
            ),
          }}
          scriptSrc={siteConfig.instagram.scriptUrl}
          minHeight={200}
          placeholder={
            <Box sx={{ display: 'grid', placeItems: 'center', minHeight: 200, px: 2, textAlign: 'center' }}>
              <Box>
                <Instagram sx={{ fontSize: 40, color: 'primary.light', mb: 1 }} aria-hidden="true" />
                <Typography color="text.secondary" role="status">
                  {INSTAGRAM_LOADING_TEXT}
                </Typography>
              </Box>
            </Box>
          }
          fallback={
            <Box sx={{ display: 'grid', placeItems: 'center', minHeight: 200, px: 2, textAlign: 'center' }}>
              <Box>
                <Instagram sx={{ fontSize: 40, color: 'primary.light', mb: 1 }} aria-hidden="true" />
                <Typography color="text.secondary">This post couldn't load here.</Typography>
              </Box>
            </Box>
          }
        >
          {({ ready }) => <InstagramEmbed url={url} ready={ready} />}
        </LazyEmbed>
      </Box>
      <Link
        href={url}
        target="_blank"
        rel="noopener noreferrer"
        underline="always"
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 1,
          p: 2,
          borderTop: 1,
          borderColor: 'divider',
          fontWeight: 700,
        }}
      >
        View this post on Instagram
        <OpenInNew fontSize="small" aria-hidden="true" />
        <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
      </Link>
    </Paper>
  );
}
