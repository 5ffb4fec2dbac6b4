import SportsMma from '@mui/icons-material/SportsMma';
import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { brand } from '@/app/brand.ts';

/**
 * An event's picture at a fixed ratio, or a branded gradient with a glove when the event has none,
 * so cards line up either way. The title sits next to it, so the picture itself is decorative.
 */
export function EventImage({
  src,
  ratio = '3 / 2',
  eager = false,
  rounded = false,
  children,
}: {
  src: string | null;
  ratio?: string;
  /** The main picture of a page loads at once; card pictures wait until they are near. */
  eager?: boolean;
  rounded?: boolean;
  /** Overlays such as the date badge. */
  children?: ReactNode;
}) {
  return (
    <Box
      sx={{
        position: 'relative',
        aspectRatio: ratio,
        overflow: 'hidden',
        borderRadius: rounded ? 2 : 0,
        background: `radial-gradient(circle at 78% 18%, ${brand.red}66 0%, transparent 55%), linear-gradient(135deg, ${brand.redDark} 0%, ${brand.steel} 48%, ${brand.ink} 100%)`,
      }}
    >
      {src ? (
        <Box
          component="img"
          src={src}
          alt=""
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
        />
      ) : (
        <Box aria-hidden="true" sx={{ position: 'absolute', inset: 0, display: 'grid', placeItems: 'center' }}>
          <Box
            sx={{
              position: 'absolute',
              inset: 0,
              opacity: 0.18,
              backgroundImage: 'repeating-linear-gradient(135deg, rgba(255,255,255,0.35) 0 1px, transparent 1px 14px)',
            }}
          />
          <SportsMma
            sx={{
              fontSize: { xs: 56, md: 72 },
              color: 'rgba(255,255,255,0.85)',
              filter: 'drop-shadow(0 6px 18px rgba(0,0,0,0.45))',
            }}
          />
        </Box>
      )}
      {children}
    </Box>
  );
}

const dayOfMonth = new Intl.DateTimeFormat('en-GB', { day: 'numeric', timeZone: 'UTC' });
const shortMonth = new Intl.DateTimeFormat('en-GB', { month: 'short', timeZone: 'UTC' });

/** A calendar-leaf badge (day over month) for the corner of an event picture; the full date is in the card text. */
export function DateBadge({ date }: { date: string }) {
  const at = new Date(date);
  return (
    <Box
      aria-hidden="true"
      sx={{
        position: 'absolute',
        top: 12,
        left: 12,
        minWidth: 56,
        px: 1,
        py: 0.75,
        borderRadius: 1.5,
        textAlign: 'center',
        bgcolor: 'rgba(11,11,13,0.88)',
        border: '1px solid rgba(255,255,255,0.14)',
        backdropFilter: 'blur(6px)',
        lineHeight: 1,
      }}
    >
      <Box sx={{ fontSize: '1.5rem', fontWeight: 900, color: '#fff' }}>{dayOfMonth.format(at)}</Box>
      <Box
        sx={{
          fontSize: '0.72rem',
          fontWeight: 800,
          letterSpacing: '0.14em',
          textTransform: 'uppercase',
          color: brand.redLight,
          mt: 0.5,
        }}
      >
        {shortMonth.format(at)}
      </Box>
    </Box>
  );
}
