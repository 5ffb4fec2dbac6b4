import OpenInNew from '@mui/icons-material/OpenInNew';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import { navItems } from '@/content/navigation.ts';
import { siteConfig } from '@/content/siteConfig.ts';
import { NavLink } from './NavLinks.tsx';
import { VisuallyHidden } from './VisuallyHidden.tsx';

export const MOBILE_MENU_ID = 'mobile-menu';

/**
 * The phone navigation: a full-screen panel sliding in from the right under the header, whose toggle stays on top.
 * Closed, it is `inert` and hidden, so neither keyboard nor screen reader reaches it.
 */
export function MobileMenu({ open, onNavigate }: { open: boolean; onNavigate: () => void }) {
  const panel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (open) panel.current?.querySelector<HTMLElement>('a')?.focus();
  }, [open]);

  return (
    <Box
      ref={panel}
      id={MOBILE_MENU_ID}
      component="nav"
      aria-label="Menu"
      inert={!open}
      data-open={open}
      sx={{
        display: { lg: 'none' },
        position: 'fixed',
        inset: 0,
        zIndex: (theme) => theme.zIndex.appBar,
        pt: 12,
        pb: 4,
        px: 3,
        overflowY: 'auto',
        bgcolor: 'background.default',
        backgroundImage: (theme) =>
          `radial-gradient(circle at 100% 0%, ${theme.palette.primary.dark}55 0%, transparent 55%)`,
        transform: open ? 'translateX(0)' : 'translateX(100%)',
        visibility: open ? 'visible' : 'hidden',
        transition: open
          ? 'transform 320ms cubic-bezier(0.2, 0.8, 0.2, 1), visibility 0s'
          : 'transform 280ms ease-in, visibility 0s 280ms',
      }}
    >
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {navItems.map((item) => (
          <Box component="li" key={item.label} sx={{ borderBottom: 1, borderColor: 'divider' }}>
            <NavLink
              item={item}
              onNavigate={onNavigate}
              sx={{
                display: 'block',
                py: 2,
                fontFamily: (theme) => theme.typography.h2.fontFamily,
                fontWeight: 900,
                fontSize: '1.6rem',
                textTransform: 'uppercase',
                textDecoration: 'none',
                '&:hover, &:focus-visible': { color: 'primary.light' },
              }}
            />
          </Box>
        ))}
      </Box>
      <Button
        variant="contained"
        size="large"
        fullWidth
        href={siteConfig.memberPortalUrl}
        target="_blank"
        rel="noopener noreferrer"
        endIcon={<OpenInNew aria-hidden="true" />}
        sx={{ mt: 4 }}
      >
        Member Portal
        <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
      </Button>
      <Typography color="text.secondary" sx={{ mt: 3, textAlign: 'center' }}>
        Call us on{' '}
        <Box
          component="a"
          href={`tel:${siteConfig.phone.replace(/\s/g, '')}`}
          sx={{ color: 'common.white', fontWeight: 700 }}
        >
          {siteConfig.phone}
        </Box>
      </Typography>
    </Box>
  );
}
