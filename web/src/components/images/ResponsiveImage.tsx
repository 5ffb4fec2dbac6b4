import { styled, type SxProps, type Theme } from '@mui/material/styles';
import type { ComponentType } from 'react';
import { Picture, type PictureProps } from './Picture.tsx';

export interface ResponsiveImageProps extends Omit<PictureProps, 'className'> {
  /** Styles of the `<img>` (size, object-fit, ...). */
  sx?: SxProps<Theme>;
}

/** `Picture` styled through `sx` on its `<img>`, for images inside MUI parts of a page. */
export const ResponsiveImage: ComponentType<ResponsiveImageProps> = styled(Picture)({});
