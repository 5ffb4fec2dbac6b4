import type { ReactNode } from 'react';

/** Text for screen readers only, e.g. "(opens in a new tab)" after an external link. Styled by the static CSS. */
export function VisuallyHidden({ children }: { children: ReactNode }) {
  return <span className="visually-hidden">{children}</span>;
}
