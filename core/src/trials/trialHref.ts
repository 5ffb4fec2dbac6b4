import type { ClassSlug } from '../pages/publicRoutes.ts';
import { SITE_SLUGS, type StudioSite } from '../timetable/timetable.ts';

/*
 * A module of its own: the class pages' only free-trial code in the browser. Beside the occurrence keys that the
 * staff area's register also uses (trialLinks.ts), it would be a chunk of its own, one more file for every class page.
 */

/** `/trial?class=kickboxing&site=aintree&session=…`: where every "Book a free trial" link goes. */
export function trialHref(choice: { classSlug?: ClassSlug; site?: StudioSite; session?: string } = {}): string {
  const params = new URLSearchParams();
  if (choice.classSlug) params.set('class', choice.classSlug);
  if (choice.site) params.set('site', SITE_SLUGS[choice.site]);
  if (choice.session) params.set('session', choice.session);
  const query = params.toString();
  return `/trial${query ? `?${query}` : ''}`;
}
