import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { messages } from '@studio/core/messages';
import { isRouteErrorResponse, useRouteError } from 'react-router';

/** The router's error element: never a blank page, always a way home. */
export function RouteErrorPage() {
  const error = useRouteError();
  if (!isRouteErrorResponse(error) || error.status !== 404) console.error(error);
  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 3, textAlign: 'center' }}>
      <Box>
        <Typography variant="h1" component="h1" sx={{ fontSize: 'clamp(1.8rem, 5vw, 3rem)', mb: 2 }}>
          {messages.unexpectedError}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          Something went wrong on our side. Please try again, or head back to the home page.
        </Typography>
        <Button variant="contained" href="/">
          Back to home
        </Button>
      </Box>
    </Box>
  );
}
