import { NotFoundPage } from '@/components/layout/NotFoundPage.tsx';
import { siteConfig } from '@/content/siteConfig.ts';
import type { Route } from './+types/not-found';

export function meta(): Route.MetaDescriptors {
  return [
    { title: `Page Not Found | ${siteConfig.name}` },
    { name: 'description', content: 'The page you were looking for could not be found.' },
    { name: 'robots', content: 'noindex' },
  ];
}

export default function NotFoundRoute() {
  return <NotFoundPage />;
}
