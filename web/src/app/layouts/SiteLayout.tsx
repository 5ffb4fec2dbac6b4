import { Outlet } from 'react-router';
import { useRootLoaderData } from '@/content/siteContent.tsx';
import { HydrateWhenVisible } from '@/hydration/HydrateWhenVisible.tsx';
import { SlotImagesProvider } from '@/components/images/SlotImages.tsx';
import { lazyComponent } from '@/hydration/lazyComponent.tsx';
import { Header } from '@/components/layout/Header.tsx';
import { NoticeBanner } from '@/components/layout/NoticeBanner.tsx';
import { ScrollManager } from '@/components/layout/ScrollManager.tsx';
import { SkipLink } from '@/components/layout/SkipLink.tsx';

/** Below every page's first screen, so its code loads when it nears the viewport or at the first interaction. */
const Footer = lazyComponent(() => import('@/components/layout/Footer.tsx').then((module) => module.Footer));

/**
 * The public chrome around every public page except /signup: header, page, footer. Plain elements
 * (SiteLayout.css): a page drawn with MUI puts its own content in the MUI theme.
 * Each page renders its own `<main id="main-content">` (the skip link's target).
 */
export default function SiteLayout() {
  const root = useRootLoaderData();
  return (
    <div className="site-layout">
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
