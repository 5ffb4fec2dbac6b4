import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/** Text for screen readers only, e.g. "(opens in a new tab)" after an external link. */
export function VisuallyHidden({ children }: { children: ReactNode }) {
  return (
    <Box
      component="span"
      sx={{
        position: 'absolute',
        // Strings: in `sx` a bare 1 means 100%, which would let the hidden text widen the page.
        width: '1px',
        height: '1px',
        p: 0,
        m: '-1px',
        overflow: 'hidden',
        clip: 'rect(0 0 0 0)',
        whiteSpace: 'nowrap',
        border: 0,
      }}
    >
      {children}
    </Box>
  );
}
