import { data } from 'react-router';
import { NotFoundPage, notFoundMeta } from '@/components/layout/NotFoundPage.tsx';
import type { Route } from './+types/not-found';

/** Every address no other page claims: the not-found page, answered with 404. */
export function loader() {
  return data(null, { status: 404 });
}

export function meta(): Route.MetaDescriptors {
  return notFoundMeta();
}

export default function NotFoundRoute() {
  return <NotFoundPage />;
}
