import { INSTAGRAM_POLL_MS } from '@studio/core/shared/limits';
import { useEffect, type ReactNode } from 'react';
import { siteConfig } from '@/content/siteConfig.ts';
import { InstagramIcon } from '@/components/layout/contentIcons.tsx';
import { OpenInNewIcon } from '@/components/layout/icons.tsx';
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
  return <div className="instagram-post__embed" dangerouslySetInnerHTML={{ __html: markup }} />;
}

/** The post's place before Instagram's frame: the Instagram mark over a line of text (`status` while it loads). */
function PostNote({ children, status = false }: { children: ReactNode; status?: boolean }) {
  return (
    <div className="instagram-post__note">
      <div>
        <InstagramIcon className="instagram-post__mark" />
        <p className="instagram-post__text" role={status ? 'status' : undefined}>
          {children}
        </p>
      </div>
    </div>
  );
}

/**
 * One Instagram post: nothing from Instagram until the visitor chooses to show Instagram posts (the section's
 * facade asks), then a placeholder until Instagram's embed script is ready (checked every INSTAGRAM_POLL_MS),
 * and a plain link to the post in any case, so the post is one tap away even when Instagram cannot load.
 */
export function InstagramPost({ url }: { url: string }) {
  return (
    <div className="card instagram-post">
      <div className="instagram-post__body">
        <LazyEmbed
          consent={{ kind: 'instagram', blocked: <PostNote>Instagram post</PostNote> }}
          scriptSrc={siteConfig.instagram.scriptUrl}
          minHeight={200}
          placeholder={<PostNote status>{INSTAGRAM_LOADING_TEXT}</PostNote>}
          fallback={<PostNote>This post couldn't load here.</PostNote>}
        >
          {({ ready }) => <InstagramEmbed url={url} ready={ready} />}
        </LazyEmbed>
      </div>
      <a href={url} target="_blank" rel="noopener noreferrer" className="instagram-post__link">
        View this post on Instagram
        <OpenInNewIcon className="instagram-post__link-icon" />
        <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
      </a>
    </div>
  );
}
