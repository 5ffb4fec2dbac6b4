import { accessibilityPage } from '@/content/accessibility.ts';
import { siteConfig } from '@/content/siteConfig.ts';
import { AccessibilityPage } from '@/features/legal/components/AccessibilityPage.tsx';
import type { Route } from './+types/accessibility';

const title = `Accessibility Statement | ${siteConfig.name}`;

export function meta(): Route.MetaDescriptors {
  return [
    { title },
    { name: 'description', content: accessibilityPage.lead },
    { property: 'og:title', content: title },
    { property: 'og:description', content: accessibilityPage.lead },
    { tagName: 'link', rel: 'canonical', href: `${siteConfig.url}/accessibility` },
  ];
}

/** Plain elements, no MUI theme around it: see LegalPage. */
export default function AccessibilityRoute() {
  return <AccessibilityPage />;
}
