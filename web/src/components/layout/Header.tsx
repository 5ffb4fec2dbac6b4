import { HEADER_SOLID_AFTER_PX } from '@studio/core/shared/limits';
import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import { navItems } from '@/content/navigation.ts';
import { useAnchorClick } from './anchors.ts';
import { BrandMark } from './BrandMark.tsx';
import { CloseIcon, MenuIcon } from './icons.tsx';
import { MemberPortalLink } from './MemberPortalLink.tsx';
import { MobileMenu, MOBILE_MENU_ID } from './MobileMenu.tsx';
import { NavLink } from './NavLinks.tsx';
import { useScrolledPast } from './useScrolledPast.ts';
import { NoticeBanner } from './NoticeBanner.tsx';

/** The links and buttons of `root` that Tab can reach now (the desktop links are hidden on a phone). */
function tabStops(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>('a[href], button:not([disabled])')].filter(
    (element) => element.getClientRects().length > 0 && !element.closest('[inert]'),
  );
}

/** Keeps Tab and Shift+Tab cycling through the stops of `root`. */
function trapTab(root: HTMLElement, event: KeyboardEvent) {
  if (event.key !== 'Tab') return;
  const stops = tabStops(root);
  const first = stops[0];
  const last = stops.at(-1);
  if (!first || !last) return;
  const active = document.activeElement;
  const leaving = event.shiftKey ? active === first : active === last;
  if (leaving || !root.contains(active)) {
    event.preventDefault();
    (event.shiftKey ? last : first).focus();
  }
}

/**
 * The fixed site header: transparent over the hero, solid with a shadow once the page has scrolled past
 * HEADER_SOLID_AFTER_PX. Below the `lg` breakpoint the links move into a full-screen slide-in menu, which keeps
 * focus inside the header while it is open. Plain elements styled by Header.css: the
 * header hydrates on every page before any MUI code has loaded.
 *
 * Until it has hydrated, the site layout around it carries the marker of a part whose code has not run
 * (hydration/keepTaps.ts), so a tap on the menu button the moment the page shows opens the menu once the code is in.
 */
export function Header() {
  const location = useLocation();
  const anchorClick = useAnchorClick();
  // The menu is open for one location only: any route change (or anchor jump) closes it without an effect.
  const [openAt, setOpenAt] = useState<string | null>(null);
  const menuOpen = openAt === location.key;
  const scrolled = useScrolledPast(HEADER_SOLID_AFTER_PX);
  const solid = scrolled || menuOpen;
  const rootRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);

  const closeMenu = () => setOpenAt(null);

  useEffect(() => {
    const root = rootRef.current;
    if (!menuOpen || !root) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpenAt(null);
        toggleRef.current?.focus();
      }
      trapTab(root, event);
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
    <div ref={rootRef}>
      <header
        className="site-header"
        data-header-state={solid ? 'solid' : 'transparent'}
        data-menu-open={menuOpen || undefined}
      >
        <NoticeBanner />
        <div className="container container--xl">
          <div className="site-header__bar">
            <RouterLink className="site-header__home" to="/#home" onClick={anchorClick('home', closeMenu)}>
              <BrandMark />
            </RouterLink>
            <nav className="site-header__nav" aria-label="Main">
              {navItems.map((item) => (
                <NavLink key={item.label} item={item} className="site-header__link" />
              ))}
              <MemberPortalLink className="button button--outlined site-header__portal" />
            </nav>
            <button
              ref={toggleRef}
              type="button"
              className="icon-button site-header__toggle"
              aria-label={menuOpen ? 'Close menu' : 'Open menu'}
              aria-expanded={menuOpen}
              aria-controls={MOBILE_MENU_ID}
              onClick={() => setOpenAt(menuOpen ? null : location.key)}
            >
              {menuOpen ? <CloseIcon /> : <MenuIcon />}
            </button>
          </div>
        </div>
      </header>
      <MobileMenu open={menuOpen} onNavigate={closeMenu} />
    </div>
  );
}
