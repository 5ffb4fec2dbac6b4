import Link from '@mui/material/Link';
import type { SxProps, Theme } from '@mui/material/styles';
import { Link as RouterLink } from 'react-router';
import type { NavItem } from '@/content/navigation.ts';
import { useAnchorClick } from './anchors.ts';

/** One header item: an anchor of the home page (scrolls there on `/`, goes to `/#anchor` elsewhere) or a route. */
export function NavLink({ item, onNavigate, sx }: { item: NavItem; onNavigate?: () => void; sx?: SxProps<Theme> }) {
  const anchorClick = useAnchorClick();
  if (item.kind === 'route') {
    return (
      <Link component={RouterLink} to={item.to} onClick={onNavigate} sx={sx}>
        {item.label}
      </Link>
    );
  }
  return (
    <Link component={RouterLink} to={`/#${item.anchor}`} onClick={anchorClick(item.anchor, onNavigate)} sx={sx}>
      {item.label}
    </Link>
  );
}
