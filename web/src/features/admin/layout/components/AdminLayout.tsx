import LogoutIcon from '@mui/icons-material/Logout';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { AccountMenu } from '../../account/components/AccountMenu.tsx';
import { useSignedInStaff } from '../../auth/api/signedInStaff.ts';
import { StatusBanners, type StatusBanner } from './StatusBanners.tsx';
import { VisuallyHidden } from '@/components/layout/VisuallyHidden.tsx';

const ADMIN_SECTIONS = [
  { to: '/admin/dashboard', label: 'Contact Submissions', ownersOnly: false },
  { to: '/admin/images', label: 'Image Management', ownersOnly: false },
  { to: '/admin/events', label: 'Event Management', ownersOnly: false },
  { to: '/admin/content', label: 'Site Content', ownersOnly: false },
  { to: '/admin/trials', label: 'Trials', ownersOnly: false },
  // Managing staff and reading the activity log are for Owners.
  { to: '/admin/staff', label: 'Staff', ownersOnly: true },
  { to: '/admin/activity', label: 'Activity', ownersOnly: true },
] as const;

/** The admin top bar and sub-navigation around every staff page. */
export function AdminLayout({ onLogout, children }: { onLogout: () => void; children: ReactNode }) {
  const user = useSignedInStaff();
  const sections = ADMIN_SECTIONS.filter((section) => !section.ownersOnly || user.role === 'owner');
  // The account menu's outcome shows on the page it was used on, and goes when the person moves on.
  const { pathname } = useLocation();
  const [outcome, setOutcome] = useState<(StatusBanner & { pathname: string }) | null>(null);
  const banners = outcome && outcome.pathname === pathname ? [outcome] : [];
  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default' }}>
      <AppBar
        position="sticky"
        color="default"
        elevation={0}
        // Sticky only where there is room for it; on phones the bar would eat a quarter of the screen.
        sx={{
          position: { xs: 'static', md: 'sticky' },
          borderBottom: 1,
          borderColor: 'divider',
          bgcolor: 'background.paper',
        }}
      >
        <Toolbar sx={{ gap: 1, flexWrap: 'wrap', py: 1 }}>
          <Box
            component={Link}
            to="/admin/dashboard"
            sx={{
              display: 'flex',
              alignItems: 'center',
              gap: 1,
              color: 'text.primary',
              textDecoration: 'none',
              mr: 'auto',
            }}
          >
            <Box component="img" src="/favicon.svg" alt="" sx={{ width: 36, height: 36 }} />
            <Typography component="span" sx={{ fontWeight: 900, lineHeight: 1.1 }}>
              The Martial Arts Studio{' '}
              <Box component="span" sx={{ color: 'primary.light' }}>
                Admin
              </Box>
            </Typography>
          </Box>
          <Button href="/" target="_blank" rel="noopener" endIcon={<OpenInNewIcon aria-hidden />} color="inherit">
            View Site
            <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
          </Button>
          <AccountMenu user={user} onOutcome={(banner) => setOutcome({ ...banner, pathname })} />
          <Button onClick={onLogout} startIcon={<LogoutIcon aria-hidden />} variant="outlined" color="inherit">
            Logout
          </Button>
        </Toolbar>
        <Box component="nav" aria-label="Admin sections" sx={{ borderTop: 1, borderColor: 'divider' }}>
          <Container
            maxWidth="lg"
            sx={{
              display: { xs: 'grid', sm: 'flex' },
              gridTemplateColumns: 'repeat(2, 1fr)',
              gap: { xs: 0.5, sm: 1 },
              py: 1,
            }}
          >
            {sections.map((section) => (
              <Button
                key={section.to}
                component={NavLink}
                to={section.to}
                color="inherit"
                sx={{
                  borderRadius: 2,
                  px: { xs: 1, sm: 2.75 },
                  // On phones the sections share two rows, each label on up to two lines.
                  textTransform: { xs: 'none', sm: 'uppercase' },
                  letterSpacing: { xs: 0, sm: '0.06em' },
                  lineHeight: { xs: 1.2, sm: 1.75 },
                  textAlign: 'center',
                  '&[aria-current="page"]': { bgcolor: 'primary.main', color: 'primary.contrastText' },
                  '&[aria-current="page"]:hover': { bgcolor: 'primary.dark' },
                }}
              >
                {section.label}
              </Button>
            ))}
          </Container>
        </Box>
      </AppBar>
      <Container component="main" maxWidth="lg" sx={{ py: { xs: 3, md: 4 } }}>
        <StatusBanners banners={banners} onDismiss={() => setOutcome(null)} />
        {children}
      </Container>
    </Box>
  );
}
