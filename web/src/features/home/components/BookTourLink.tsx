import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router';

/** 'Book a tour / free trial': the inline link that closes several home sections, to the booking page. */
export function BookTourLink() {
  return (
    <Link component={RouterLink} to="/trial" underline="always" sx={{ color: 'common.white', fontWeight: 700 }}>
      Book a tour / free trial
    </Link>
  );
}
