import MapIcon from '@mui/icons-material/Map';
import OpenInNew from '@mui/icons-material/OpenInNew';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { siteConfig } from '@/content/siteConfig.ts';
import { VisuallyHidden } from '@/components/layout/VisuallyHidden.tsx';
import { LazyEmbed } from './LazyEmbed.tsx';

const MAP_HEIGHT = 280;

function MapNote({ text }: { text: string }) {
  return (
    <Box sx={{ position: 'absolute', inset: 0, display: 'grid', placeItems: 'center', textAlign: 'center', px: 2 }}>
      <Box>
        <MapIcon sx={{ fontSize: 40, color: 'primary.light', mb: 1 }} aria-hidden="true" />
        <Typography color="text.secondary">{text}</Typography>
      </Box>
    </Box>
  );
}

/** A Google map of one place, framed only when it nears the viewport, with a plain "Open in Google Maps" link always. */
export function MapEmbed({ query, title }: { query: string; title: string }) {
  return (
    <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
      <Box sx={{ position: 'relative', height: MAP_HEIGHT, bgcolor: 'background.default' }}>
        <LazyEmbed
          minHeight={MAP_HEIGHT}
          placeholder={<MapNote text="Loading map..." />}
          fallback={
            <Box sx={{ position: 'relative', height: MAP_HEIGHT }}>
              <MapNote text="The map couldn't load here. Use the link below to open it in Google Maps." />
            </Box>
          }
        >
          {({ ready, status }) => (
            <Box
              component="iframe"
              title={title}
              src={siteConfig.maps.embedUrl(query)}
              loading="lazy"
              referrerPolicy="no-referrer-when-downgrade"
              onLoad={ready}
              sx={{
                position: 'absolute',
                inset: 0,
                width: '100%',
                height: '100%',
                border: 0,
                opacity: status === 'ready' ? 1 : 0,
              }}
            />
          )}
        </LazyEmbed>
      </Box>
      <Link
        href={siteConfig.maps.linkUrl(query)}
        target="_blank"
        rel="noopener noreferrer"
        underline="always"
        sx={{ display: 'flex', alignItems: 'center', gap: 1, p: 2, fontWeight: 700 }}
      >
        Open in Google Maps
        <OpenInNew fontSize="small" aria-hidden="true" />
        <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
      </Link>
    </Paper>
  );
}
