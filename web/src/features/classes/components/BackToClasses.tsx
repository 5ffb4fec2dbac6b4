import { Link as RouterLink } from 'react-router';
import { ArrowBackRoundedIcon } from '@/components/layout/classPageIcons.tsx';

/** Back to the class list on the home page. */
export function BackToClasses() {
  return (
    <nav aria-label="More classes" className="back-to-classes">
      <div className="container container--lg">
        <RouterLink to="/#services" className="button button--borderless">
          <span className="button__start-icon">
            <ArrowBackRoundedIcon />
          </span>
          Back to all classes
        </RouterLink>
      </div>
    </nav>
  );
}
