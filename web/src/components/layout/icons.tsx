import type { ReactNode } from 'react';
// The sprite as a file of its own, with its content's hash in its name (cached for good); never inlined as a data
// address, which `<use>` cannot reference.
import spriteUrl from './icons.svg?no-inline';

/**
 * The Material icons the public pages draw, as plain SVG: MUI's icon components would load MUI itself before the page
 * could draw. Their paths (from @mui/icons-material) are symbols of one sprite file, icons.svg, which every icon
 * references by name (`<use href="/assets/icons-….svg#menu">`): the paths are neither in the pages' code nor repeated
 * in their HTML, and the browser fetches the file once for every page, with or without JavaScript. Styled by `.icon`,
 * and sized by the class a component adds. This module holds the first screen's icons (header, phone menu, hero); the
 * other plain components' are in contentIcons.tsx and the modules beside it.
 */
/** An icon component; `className` adds to `.icon` (a size, a colour). */
export type IconComponent = (props: { className?: string }) => ReactNode;

/** The icon drawn by the sprite's symbol `name` (its `id` in icons.svg). */
export function icon(name: string): IconComponent {
  const href = `${spriteUrl}#${name}`;
  return function Icon({ className }) {
    return (
      <svg
        className={['icon', className].filter(Boolean).join(' ')}
        focusable="false"
        aria-hidden="true"
        viewBox="0 0 24 24"
      >
        <use href={href} />
      </svg>
    );
  };
}

export const MenuIcon = icon('menu');
export const CloseIcon = icon('close');
export const OpenInNewIcon = icon('open-in-new');
export const ArrowForwardIcon = icon('arrow-forward');
export const KeyboardArrowDownIcon = icon('keyboard-arrow-down');
