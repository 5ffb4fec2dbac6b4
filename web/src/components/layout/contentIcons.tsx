import { icon } from './icons.tsx';

/**
 * The icons of the plain parts below the first screen that the home page draws (its sections, the footer), and that
 * other pages share (see icons.tsx). Those only the events pages draw are in eventIcons.tsx, and those only a class
 * page or /signup draws in classPageIcons.tsx: a chunk holds all of a module, so the home page would load them too.
 */
export const AccessTimeIcon = icon('access-time');
export const LocationOnIcon = icon('location-on');
export const StarIcon = icon('star');
export const CheckIcon = icon('check');
export const FormatQuoteIcon = icon('format-quote');
export const SportsMmaIcon = icon('sports-mma');
export const MapIcon = icon('map');
export const FacebookIcon = icon('facebook');
export const EmailIcon = icon('email');
export const InstagramIcon = icon('instagram');
export const PhoneIcon = icon('phone');
export const CheckCircleIcon = icon('check-circle');
export const GroupsIcon = icon('groups');
