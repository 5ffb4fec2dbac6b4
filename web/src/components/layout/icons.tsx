import type { ReactNode } from 'react';

/**
 * The Material icons the first screen draws (header, phone menu, hero), as plain SVG: MUI's icon components would
 * load MUI itself before the page could draw. Paths from @mui/icons-material; styled by `.icon`, and sized by the
 * class a component adds. The other plain components' icons are in contentIcons.tsx, out of the first screen's code.
 */
/** An icon component; `className` adds to `.icon` (a size, a colour). */
export type IconComponent = (props: { className?: string }) => ReactNode;

export function icon(...paths: string[]): IconComponent {
  return function Icon({ className }) {
    return (
      <svg
        className={['icon', className].filter(Boolean).join(' ')}
        focusable="false"
        aria-hidden="true"
        viewBox="0 0 24 24"
      >
        {paths.map((path) => (
          <path key={path} d={path} />
        ))}
      </svg>
    );
  };
}

export const MenuIcon = icon('M3 18h18v-2H3zm0-5h18v-2H3zm0-7v2h18V6z');
export const CloseIcon = icon(
  'M19 6.41 17.59 5 12 10.59 6.41 5 5 6.41 10.59 12 5 17.59 6.41 19 12 13.41 17.59 19 19 17.59 13.41 12z',
);
export const OpenInNewIcon = icon(
  'M19 19H5V5h7V3H5c-1.11 0-2 .9-2 2v14c0 1.1.89 2 2 2h14c1.1 0 2-.9 2-2v-7h-2zM14 3v2h3.59l-9.83 9.83 1.41 1.41L19 6.41V10h2V3z',
);
export const ArrowForwardIcon = icon('m12 4-1.41 1.41L16.17 11H4v2h12.17l-5.58 5.59L12 20l8-8z');
export const KeyboardArrowDownIcon = icon('M7.41 8.59 12 13.17l4.59-4.58L18 10l-6 6-6-6z');
