import Box from '@mui/material/Box';
import { brand } from '@/app/theme.ts';
import { siteConfig } from '@/content/siteConfig.ts';

/** The studio's mark: a red badge with a stylised kick, beside the name set in two lines. */
export function BrandMark({ compact = false }: { compact?: boolean }) {
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1.25, color: 'common.white' }}>
      <Box
        component="svg"
        viewBox="0 0 40 40"
        aria-hidden="true"
        sx={{ width: compact ? 34 : 40, height: compact ? 34 : 40, flexShrink: 0 }}
      >
        <rect x="2" y="2" width="36" height="36" rx="9" fill={brand.red} />
        <path d="M9 29 L19 19 L15 11 L20 9 L25 18 L31 12 L33 15 L25 24 L17 24 L12 31 Z" fill="#fff" />
      </Box>
      <Box
        component="span"
        sx={{
          fontFamily: '"Arial Black", "Helvetica Neue", Arial, sans-serif',
          fontWeight: 900,
          textTransform: 'uppercase',
          lineHeight: 1,
          letterSpacing: '0.02em',
          fontSize: compact ? '0.8rem' : '0.9rem',
        }}
      >
        <Box
          component="span"
          sx={{ display: 'block', fontSize: '0.75em', color: 'text.secondary', letterSpacing: '0.2em' }}
        >
          The
        </Box>{' '}
        {siteConfig.name.replace(/^The\s+/, '')}
      </Box>
    </Box>
  );
}
