import { siteConfig } from '@/content/siteConfig.ts';
import { SignupPage } from '@/features/signup/components/SignupPage.tsx';
import type { Route } from './+types/signup';

const title = `Sign Up | ${siteConfig.name}`;
const description = `Join ${siteConfig.name} in Aintree or St Helens: register online for your free trial class or a membership in kickboxing, boxing, Thai boxing, MMA, fitness or kids classes.`;

export function meta(): Route.MetaDescriptors {
  return [
    { title },
    { name: 'description', content: description },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    { tagName: 'link', rel: 'canonical', href: `${siteConfig.url}/signup` },
  ];
}

export default function SignupRoute() {
  return <SignupPage />;
}
