import type { StudioEvent } from '@studio/core/events/events';
import { siteConfig } from '@/content/siteConfig.ts';
import { eventJsonLd, eventSummary, inlineJson } from '../lib/eventStructuredData.ts';

export function pageTitle(title: string): string {
  return `${title} | ${siteConfig.name}`;
}

/**
 * The event's title, description, Open Graph tags and schema.org data. The page renders in the browser,
 * so these are rendered with it (React places <title>, <meta> and <link> in the document head).
 */
export function EventHead({ event, pageUrl, origin }: { event: StudioEvent; pageUrl: string; origin: string }) {
  const summary = eventSummary(event.description);
  const image = event.image_url ? new URL(event.image_url, origin).href : null;
  const jsonLd = eventJsonLd(event, { pageUrl, origin, organiser: { name: siteConfig.name, url: siteConfig.url } });
  return (
    <>
      <title>{pageTitle(event.title)}</title>
      <meta name="description" content={summary} />
      <link rel="canonical" href={pageUrl} />
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={siteConfig.name} />
      <meta property="og:title" content={event.title} />
      <meta property="og:description" content={summary} />
      <meta property="og:url" content={pageUrl} />
      <meta property="og:locale" content="en_GB" />
      {image && <meta property="og:image" content={image} />}
      <meta name="twitter:card" content={image ? 'summary_large_image' : 'summary'} />
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: inlineJson(jsonLd) }} />
    </>
  );
}
