import { Link as RouterLink } from 'react-router';
import type { NavItem } from '@/content/navigation.ts';
import { useAnchorClick } from './anchors.ts';

/** One header item: an anchor of the home page (scrolls there on `/`, goes to `/#anchor` elsewhere) or a route. */
export function NavLink({
  item,
  onNavigate,
  className,
}: {
  item: NavItem;
  onNavigate?: () => void;
  className: string;
}) {
  const anchorClick = useAnchorClick();
  if ('to' in item) {
    return (
      <RouterLink className={className} to={item.to} onClick={onNavigate}>
        {item.label}
      </RouterLink>
    );
  }
  return (
    <RouterLink className={className} to={`/#${item.anchor}`} onClick={anchorClick(item.anchor, onNavigate)}>
      {item.label}
    </RouterLink>
  );
}
