import { siteConfig } from '@/content/siteConfig.ts';
import { MapIcon } from '@/components/layout/contentIcons.tsx';
import { OpenInNewIcon } from '@/components/layout/icons.tsx';
import { VisuallyHidden } from '@/components/layout/VisuallyHidden.tsx';
import { LazyEmbed } from './LazyEmbed.tsx';

const MAP_HEIGHT = 280;

function MapNote({ text }: { text: string }) {
  return (
    <div className="map-embed__note">
      <div>
        <MapIcon className="map-embed__note-icon" />
        <p className="map-embed__note-text">{text}</p>
      </div>
    </div>
  );
}

/**
 * A Google map of one place, framed only once the visitor has chosen maps and it nears the viewport, with a plain
 * "Open in Google Maps" link always. Plain elements styled by the CSS of features/events/events.css: event pages draw without MUI.
 */
export function MapEmbed({ query, title }: { query: string; title: string }) {
  return (
    <div className="map-embed">
      <div className="map-embed__frame" style={{ height: MAP_HEIGHT }}>
        <LazyEmbed
          consent={{ kind: 'maps', buttonText: 'Show map' }}
          minHeight={MAP_HEIGHT}
          placeholder={<MapNote text="Loading map..." />}
          fallback={
            <div className="map-embed__fallback" style={{ height: MAP_HEIGHT }}>
              <MapNote text="The map couldn't load here. Use the link below to open it in Google Maps." />
            </div>
          }
        >
          {({ ready, status }) => (
            <iframe
              title={title}
              src={siteConfig.maps.embedUrl(query)}
              loading="lazy"
              referrerPolicy="no-referrer-when-downgrade"
              onLoad={ready}
              className="map-embed__map"
              style={{ opacity: status === 'ready' ? 1 : 0 }}
            />
          )}
        </LazyEmbed>
      </div>
      <a
        href={siteConfig.maps.linkUrl(query)}
        target="_blank"
        rel="noopener noreferrer"
        className="embed-link map-embed__link"
      >
        Open in Google Maps
        <OpenInNewIcon className="map-embed__link-icon" />
        <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
      </a>
    </div>
  );
}
