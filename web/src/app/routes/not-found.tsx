import { Themed } from '@/app/Themed.tsx';
import { NotFoundPage, notFoundMeta } from '@/components/layout/NotFoundPage.tsx';
import type { Route } from './+types/not-found';

export function meta(): Route.MetaDescriptors {
  return notFoundMeta();
}

export default function NotFoundRoute() {
  return (
    <Themed>
      <NotFoundPage />
    </Themed>
  );
}
