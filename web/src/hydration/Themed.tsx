import { ThemeProvider } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { theme } from '@/design/theme.ts';

/**
 * The MUI theme, around each part of a page drawn with MUI: a page's content, and each section of the home page
 * loaded when it nears the viewport. Not around the whole app: the header, the hero and the loading and error
 * screens are plain elements (their CSS in app/pageCss.server.ts, with the base styles), so a page can hydrate its
 * first screen before MUI has loaded.
 */
export function Themed({ children }: { children: ReactNode }) {
  return <ThemeProvider theme={theme}>{children}</ThemeProvider>;
}
