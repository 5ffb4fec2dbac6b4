import { siteConfig } from '@/content/siteConfig.ts';
import { privacyPage } from '@/content/privacy.ts';
import { PrivacyPage } from '@/features/legal/components/PrivacyPage.tsx';
import type { Route } from './+types/privacy';

const title = `Privacy and Cookies | ${siteConfig.name}`;

export function meta(): Route.MetaDescriptors {
  return [
    { title },
    { name: 'description', content: privacyPage.lead },
    { property: 'og:title', content: title },
    { property: 'og:description', content: privacyPage.lead },
    { tagName: 'link', rel: 'canonical', href: `${siteConfig.url}/privacy` },
  ];
}

/** Plain elements, no MUI theme around it: see LegalPage. */
export default function PrivacyRoute() {
  return <PrivacyPage />;
}
