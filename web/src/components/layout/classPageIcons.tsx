import { icon } from './icons.tsx';

/** The icons only a class page and /signup draw: kept apart from contentIcons.tsx. */
export const ArrowBackRoundedIcon = icon('arrow-back-rounded');
export const MailOutlinedIcon = icon('mail-outlined');
export const WorkspacePremiumIcon = icon('workspace-premium');
export const PlaceOutlinedIcon = icon('place-outlined');
export const CheckRoundedIcon = icon('check-rounded');
export const BackpackIcon = icon('backpack');
export const InfoOutlinedIcon = icon('info-outlined');
export const ExpandMoreIcon = icon('expand-more');
