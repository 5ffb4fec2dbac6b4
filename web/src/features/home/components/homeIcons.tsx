import { icon } from '@/components/layout/icons.tsx';

/** The icons of the About and Facilities sections, as plain SVG (paths from @mui/icons-material). */
export const EmojiEventsIcon = icon('emoji-events');
export const VerifiedIcon = icon('verified');
export const StorefrontIcon = icon('storefront');
