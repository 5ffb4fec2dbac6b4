import { siteConfig } from '@/content/siteConfig.ts';
import { HomePage } from '@/features/home/components/HomePage.tsx';
import type { Route } from './+types/home';

const title = `${siteConfig.name} | Kickboxing, Thai Boxing, Boxing & MMA in Liverpool and St Helens`;
const description =
  'Premiere martial arts training for all ages and abilities since 1979. Kickboxing, Thai boxing, boxing, MMA, fitness and kids classes at our Aintree and St Helens studios. Book a free trial.';

export function meta(): Route.MetaDescriptors {
  return [
    { title },
    { name: 'description', content: description },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    { property: 'og:type', content: 'website' },
    { tagName: 'link', rel: 'canonical', href: `${siteConfig.url}/` },
  ];
}

export default function HomeRoute() {
  return <HomePage />;
}
