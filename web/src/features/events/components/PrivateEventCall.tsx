import ArrowForward from '@mui/icons-material/ArrowForward';
import Celebration from '@mui/icons-material/Celebration';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { color, tint } from '@/design/tokens.ts';

/** The invitation to book the studio for a party, team day or private class. */
export function PrivateEventCall() {
  return (
    <Box component="section" aria-labelledby="private-event-heading" sx={{ py: { xs: 6, md: 9 } }}>
      <Container maxWidth="lg">
        <Box
          sx={{
            position: 'relative',
            overflow: 'hidden',
            borderRadius: 4,
            p: { xs: 4, md: 7 },
            display: 'grid',
            gap: { xs: 3, md: 5 },
            gridTemplateColumns: { xs: '1fr', md: '1fr auto' },
            alignItems: 'center',
            background: `radial-gradient(circle at 90% 10%, ${tint.redLight25} 0%, transparent 45%), linear-gradient(120deg, ${color.brandRedDark} 0%, ${color.brandRedDeep} 100%)`,
          }}
        >
          <Box>
            <Celebration aria-hidden="true" sx={{ fontSize: 44, color: color.white, mb: 1.5 }} />
            <Typography id="private-event-heading" component="h2" variant="h2" sx={{ color: color.white, mb: 1.5 }}>
              Host a Private Event
            </Typography>
            <Typography sx={{ color: color.white, maxWidth: 620, fontSize: '1.05rem' }}>
              Birthday parties, team-building days, school groups or a private class for you and your friends: our
              coaches will plan a session around your group at either of our studios.
            </Typography>
          </Box>
          <Button
            component={RouterLink}
            to="/signup"
            variant="contained"
            size="large"
            endIcon={<ArrowForward aria-hidden="true" />}
            sx={{
              bgcolor: color.white,
              color: color.ink,
              justifySelf: { xs: 'start', md: 'end' },
              '&:hover': { bgcolor: color.mist },
            }}
          >
            Get in Touch
          </Button>
        </Box>
      </Container>
    </Box>
  );
}
