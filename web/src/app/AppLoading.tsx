import { BrandMark } from '@/components/layout/BrandMark.tsx';
import { MAIN_CONTENT_ID } from '@/components/layout/SkipLink.tsx';

/**
 * What a page that cannot draw before its code and data load shows meanwhile (the root's HydrateFallback): the
 * studio's mark at once instead of a blank screen.
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
