import { BrandMark } from '@/components/layout/BrandMark.tsx';
import { MAIN_CONTENT_ID } from '@/components/layout/SkipLink.tsx';

/**
 * What a page that is not prerendered (an event, the admin area) shows while its code loads: the SPA fallback's
 * HTML carries it, so the visitor sees the studio's mark at once instead of a blank screen.
 */
export function AppLoading() {
  return (
    <main id={MAIN_CONTENT_ID} className="screen">
      <BrandMark />
      <p role="status" className="screen__status">
        Loading…
      </p>
    </main>
  );
}
