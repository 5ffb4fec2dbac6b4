import ArrowBackRounded from '@mui/icons-material/ArrowBackRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import { Link as RouterLink } from 'react-router';

/** Back to the class list on the home page. */
export function BackToClasses() {
  return (
    <Box component="nav" aria-label="More classes" sx={{ py: 5, borderTop: 1, borderColor: 'divider' }}>
      <Container maxWidth="lg">
        <Button
          component={RouterLink}
          to="/#services"
          startIcon={<ArrowBackRounded aria-hidden="true" />}
          color="inherit"
        >
          Back to all classes
        </Button>
      </Container>
    </Box>
  );
}
