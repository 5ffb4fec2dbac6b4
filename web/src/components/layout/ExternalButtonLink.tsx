import type { ReactNode } from 'react';
import { OpenInNewIcon } from './icons.tsx';
import { VisuallyHidden } from './VisuallyHidden.tsx';

/**
 * A plain button-styled link to another site, in a new tab, that says so to screen readers and with an icon;
 * `className` sets the button's look (classes of the pages' CSS), and `data-` attributes go on the link (a goal mark).
 */
export function ExternalButtonLink({
  href,
  className,
  children,
  ...data
}: {
  href: string;
  className: string;
  children: ReactNode;
  [mark: `data-${string}`]: string;
}) {
  return (
    <a className={className} href={href} target="_blank" rel="noopener noreferrer" {...data}>
      {children}
      <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
      <span className="button__end-icon">
        <OpenInNewIcon />
      </span>
    </a>
  );
}
