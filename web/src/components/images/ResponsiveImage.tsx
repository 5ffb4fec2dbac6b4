import { styled, type SxProps, type Theme } from '@mui/material/styles';
import type { ComponentType } from 'react';
import { SlotPicture, type SlotPictureProps } from './SlotPicture.tsx';

export interface ResponsiveImageProps extends Omit<SlotPictureProps, 'className'> {
  /** Styles of the `<img>` (size, object-fit, ...). */
  sx?: SxProps<Theme>;
}

/** `SlotPicture` styled through `sx` on its `<img>`, for images inside MUI parts of a page. */
export const ResponsiveImage: ComponentType<ResponsiveImageProps> = styled(SlotPicture)({});
