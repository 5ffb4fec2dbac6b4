import { breakpoints } from '@/design/tokens.ts';

/** A media query from a breakpoint up, as MUI's `theme.breakpoints.up` writes it. */
export const up = (bp: keyof typeof breakpoints) => `@media (min-width:${breakpoints[bp]}px)`;

/** MUI's standard easing. */
export const ease = 'cubic-bezier(0.4, 0, 0.2, 1)';
