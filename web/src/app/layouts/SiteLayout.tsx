import { useEffect, useLayoutEffect, useRef } from 'react';
import { Outlet } from 'react-router';
import { HYDRATION_PENDING } from '@/hydration/keepTaps.ts';
import { useRootLoaderData } from '@/content/siteContent.tsx';
import { HydrateWhenVisible } from '@/hydration/HydrateWhenVisible.tsx';
import { SlotImagesProvider } from '@/components/images/SlotImages.tsx';
import { lazyComponent } from '@/hydration/lazyComponent.tsx';
import { Header } from '@/components/layout/Header.tsx';
import { NoticeBanner } from '@/components/layout/NoticeBanner.tsx';
import { ScrollManager } from '@/components/layout/ScrollManager.tsx';
import { SkipLink } from '@/components/layout/SkipLink.tsx';

/**
 * Below every page's first screen, so its code loads when it nears the viewport or at the visitor's first
 * interaction: with
 * the layout, it would add 3.6 KB to the home page's first load (its shared icons and links with it).
 */
const Footer = lazyComponent(() => import('@/components/layout/Footer.tsx').then((module) => module.Footer));

/**
 * The public chrome around every public page except /signup: header, page, footer. Plain elements
 * (SiteLayout.css): a page drawn with MUI puts its own content in the MUI theme.
 * Each page renders its own `<main id="main-content">` (the skip link's target).
 *
 * Until the page has hydrated it carries the marker of a part whose code has not run (hydration/keepTaps.ts): a tap
 * on a button the moment the page shows (the header's menu button, a class page's questions) takes effect once the
 * code is in, instead of doing nothing.
 */
export default function SiteLayout() {
  const root = useRootLoaderData();
  const layout = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => layout.current?.removeAttribute(HYDRATION_PENDING), []);
  useEffect(() => Footer.preloadAtFirstInteraction(), []);
  return (
    <div ref={layout} className="site-layout" {...{ [HYDRATION_PENDING]: '' }}>
      <ScrollManager />
      <SkipLink />
      <Header />
      <NoticeBanner spacer />
      <div className="site-layout__page" data-behind-menu>
        <SlotImagesProvider slots={root?.slotImages}>
          <Outlet />
        </SlotImagesProvider>
      </div>
      <div data-behind-menu>
        <HydrateWhenVisible lazy>
          <Footer />
        </HydrateWhenVisible>
      </div>
    </div>
  );
}
