import CloseIcon from '@mui/icons-material/Close';
import MenuIcon from '@mui/icons-material/Menu';
import OpenInNew from '@mui/icons-material/OpenInNew';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Toolbar from '@mui/material/Toolbar';
import FocusTrap from '@mui/material/Unstable_TrapFocus';
import { HEADER_SOLID_AFTER_PX } from '@studio/core/limits';
import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import { navItems } from '@/content/navigation.ts';
import { siteConfig } from '@/content/siteConfig.ts';
import { useAnchorClick } from './anchors.ts';
import { BrandMark } from './BrandMark.tsx';
import { MobileMenu, MOBILE_MENU_ID } from './MobileMenu.tsx';
import { NavLink } from './NavLinks.tsx';
import { useScrolledPast } from './useScrolledPast.ts';
import { VisuallyHidden } from './VisuallyHidden.tsx';

export const HEADER_HEIGHT = 72;

/**
 * The fixed site header: transparent over the hero, solid with a shadow once the page has scrolled past
 * HEADER_SOLID_AFTER_PX. Below the `lg` breakpoint the links move into a full-screen slide-in menu.
 */
export function Header() {
  const location = useLocation();
  const anchorClick = useAnchorClick();
  // The menu is open for one location only: any route change (or anchor jump) closes it without an effect.
  const [openAt, setOpenAt] = useState<string | null>(null);
  const menuOpen = openAt === location.key;
  const scrolled = useScrolledPast(HEADER_SOLID_AFTER_PX);
  const solid = scrolled || menuOpen;
  const toggleRef = useRef<HTMLButtonElement>(null);

  const closeMenu = () => setOpenAt(null);

  useEffect(() => {
    if (!menuOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpenAt(null);
        toggleRef.current?.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    // The page behind the menu neither scrolls nor takes focus or screen reader attention while it is open.
    const behind = document.querySelectorAll<HTMLElement>('[data-behind-menu]');
    behind.forEach((element) => (element.inert = true));
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      behind.forEach((element) => (element.inert = false));
      document.body.style.overflow = overflow;
    };
  }, [menuOpen]);

  return (
    <FocusTrap open={menuOpen} disableAutoFocus>
      <Box>
        <AppBar
          position="fixed"
          elevation={0}
          data-header-state={solid ? 'solid' : 'transparent'}
          sx={{
            zIndex: (theme) => theme.zIndex.appBar + 1,
            bgcolor: solid ? 'rgba(11, 11, 13, 0.96)' : 'transparent',
            backgroundImage: 'none',
            boxShadow: solid ? '0 6px 24px rgba(0, 0, 0, 0.55)' : 'none',
            borderBottom: 1,
            borderColor: solid ? 'divider' : 'transparent',
            backdropFilter: solid ? 'blur(10px)' : 'none',
            transition: 'background-color 300ms ease, box-shadow 300ms ease, border-color 300ms ease',
          }}
        >
          <Container maxWidth="xl">
            <Toolbar disableGutters sx={{ minHeight: HEADER_HEIGHT, gap: 2 }}>
              <Link
                component={RouterLink}
                to="/#home"
                onClick={anchorClick('home', closeMenu)}
                underline="none"
                sx={{ display: 'inline-flex', mr: 'auto', py: 1 }}
              >
                <BrandMark />
              </Link>
              <Box
                component="nav"
                aria-label="Main"
                sx={{ display: { xs: 'none', lg: 'flex' }, alignItems: 'center', gap: 0.5 }}
              >
                {navItems.map((item) => (
                  <NavLink
                    key={item.label}
                    item={item}
                    sx={{
                      px: 1.5,
                      py: 1,
                      fontWeight: 700,
                      fontSize: '0.95rem',
                      color: 'common.white',
                      textDecoration: 'none',
                      borderRadius: 1,
                      '&:hover': { color: 'primary.light', textDecoration: 'none' },
                    }}
                  />
                ))}
                <Button
                  variant="outlined"
                  color="inherit"
                  href={siteConfig.memberPortalUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                  endIcon={<OpenInNew aria-hidden="true" />}
                  sx={{ ml: 1.5, borderColor: 'rgba(255,255,255,0.5)' }}
                >
                  Member Portal
                  <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
                </Button>
              </Box>
              <IconButton
                ref={toggleRef}
                color="inherit"
                aria-label={menuOpen ? 'Close menu' : 'Open menu'}
                aria-expanded={menuOpen}
                aria-controls={MOBILE_MENU_ID}
                onClick={() => setOpenAt(menuOpen ? null : location.key)}
                sx={{ display: { lg: 'none' }, width: 48, height: 48 }}
              >
                {menuOpen ? <CloseIcon /> : <MenuIcon />}
              </IconButton>
            </Toolbar>
          </Container>
        </AppBar>
        <MobileMenu open={menuOpen} onNavigate={closeMenu} />
      </Box>
    </FocusTrap>
  );
}
