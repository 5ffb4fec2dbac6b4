import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router';
import { useAnchorClick } from '@/components/layout/anchors.ts';

/** 'Book a tour / free trial': the inline link that closes several home sections, to the contact section. */
export function BookTourLink() {
  const anchorClick = useAnchorClick();
  return (
    <Link
      component={RouterLink}
      to="/#contact"
      onClick={anchorClick('contact')}
      underline="always"
      sx={{ color: 'common.white', fontWeight: 700 }}
    >
      Book a tour / free trial
    </Link>
  );
}
