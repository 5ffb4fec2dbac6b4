import { Link } from 'react-router';

/** 'Book a tour / free trial': the inline link that closes several home sections, to the booking page. */
export function BookTourLink() {
  return (
    <Link to="/trial" className="book-tour-link">
      Book a tour / free trial
    </Link>
  );
}
