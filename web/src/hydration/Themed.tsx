import { ThemeProvider } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { theme } from '@/design/theme.ts';

/**
 * The MUI theme, around the staff area's pages, the only ones drawn with MUI. Not around the whole app: every public
 * page is plain elements (their CSS in app/pageCss.server.ts), and loads no MUI.
 */
export function Themed({ children }: { children: ReactNode }) {
  return <ThemeProvider theme={theme}>{children}</ThemeProvider>;
}
