import { telHref } from '@studio/core/contact/phone';
import { useEffect, useRef } from 'react';
import { navItems } from '@/content/navigation.ts';
import { useSiteContent } from '@/content/siteContent.tsx';
import { MemberPortalLink } from './MemberPortalLink.tsx';
import { NavLink } from './NavLinks.tsx';

export const MOBILE_MENU_ID = 'mobile-menu';

/**
 * The phone navigation: a full-screen panel sliding in from the right under the header, whose toggle stays on top.
 * Closed, it is `inert` and hidden, so neither keyboard nor screen reader reaches it.
 */
export function MobileMenu({ open, onNavigate }: { open: boolean; onNavigate: () => void }) {
  const panel = useRef<HTMLElement>(null);
  const { studio } = useSiteContent();

  useEffect(() => {
    if (open) panel.current?.querySelector<HTMLElement>('a')?.focus();
  }, [open]);

  return (
    <nav ref={panel} id={MOBILE_MENU_ID} className="mobile-menu" aria-label="Menu" inert={!open} data-open={open}>
      <ul className="mobile-menu__list">
        {navItems.map((item) => (
          <li key={item.label} className="mobile-menu__item">
            <NavLink item={item} onNavigate={onNavigate} className="mobile-menu__link" />
          </li>
        ))}
      </ul>
      <MemberPortalLink className="button button--contained button--large button--full-width mobile-menu__portal" />
      <p className="mobile-menu__call">
        Call us on <a href={telHref(studio.phone)}>{studio.phone}</a>
      </p>
    </nav>
  );
}
