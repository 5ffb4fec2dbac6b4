import type { ReactNode } from 'react';

/**
 * Text for screen readers only, e.g. "(opens in a new tab)" after an external link. The one way the site hides text
 * visually, in plain and MUI parts alike, public pages and admin: styled by the pages' CSS's `.visually-hidden`,
 * which every page's `<head>` carries.
 */
export function VisuallyHidden({ children }: { children: ReactNode }) {
  return <span className="visually-hidden">{children}</span>;
}
