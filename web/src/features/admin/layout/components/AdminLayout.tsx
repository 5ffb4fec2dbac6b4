import LogoutIcon from '@mui/icons-material/Logout';
import MenuIcon from '@mui/icons-material/Menu';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Divider from '@mui/material/Divider';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme, type SxProps, type Theme } from '@mui/material/styles';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { AccountMenu } from '../../account/components/AccountMenu.tsx';
import { useSignedInStaff } from '../../shared/api/signedInStaff.ts';
import { useInsightsInNavigation } from '../../insights/api/useInsightsInNavigation.ts';
import { InboxCountProvider, useInboxNewCount } from '../../submissions/api/inboxCount.tsx';
import { StatusBanners, type StatusBanner } from '../../shared/components/StatusBanners.tsx';
import { VisuallyHidden } from '@/components/layout/VisuallyHidden.tsx';
import { HYDRATION_PENDING } from '@/hydration/keepTaps.ts';
import { useIsHydrating } from '@/hydration/useIsHydrating.ts';

const INBOX_PATH = '/admin/dashboard';

/** The studio's name beside "Admin" as the server draws it: for screen readers only on a phone (VisuallyHidden's). */
const studioNameOnPhone = (theme: Theme) => ({
  [theme.breakpoints.down('md')]: {
    position: 'absolute',
    width: '1px',
    height: '1px',
    padding: 0,
    margin: '-1px',
    overflow: 'hidden',
    clip: 'rect(0 0 0 0)',
    whiteSpace: 'nowrap',
    border: 0,
  },
});

const INSIGHTS_PATH = '/admin/insights';

const ADMIN_SECTIONS = [
  { to: INBOX_PATH, label: 'Contact Submissions', ownersOnly: false },
  { to: '/admin/images', label: 'Image Management', ownersOnly: false },
  { to: '/admin/events', label: 'Event Management', ownersOnly: false },
  { to: '/admin/content', label: 'Site Content', ownersOnly: false },
  { to: '/admin/trials', label: 'Trials', ownersOnly: false },
  // Owners', and Staff's while an Owner lets them (useInsightsInNavigation).
  { to: INSIGHTS_PATH, label: 'Insights', ownersOnly: false },
  // Managing staff and reading the activity log are for Owners.
  { to: '/admin/staff', label: 'Staff', ownersOnly: true },
  { to: '/admin/activity', label: 'Activity', ownersOnly: true },
] as const;

/** The number of New messages beside "Contact Submissions" and on the phone's menu button. */
function NewCount({ count }: { count: number | undefined }) {
  if (!count) return null;
  return (
    <Box
      component="span"
      sx={{
        ml: 1,
        px: 0.75,
        minWidth: '1.5em',
        borderRadius: 999,
        bgcolor: 'secondary.main',
        color: 'secondary.contrastText',
        fontSize: '0.8rem',
        fontWeight: 800,
        lineHeight: 1.5,
        textAlign: 'center',
        letterSpacing: 0,
      }}
    >
      {count}
      <VisuallyHidden> new</VisuallyHidden>
    </Box>
  );
}

/** The browser tab says how many New messages wait: "(3) Contact Form Submissions | …". */
function useNewCountInTitle(count: number | undefined) {
  const { pathname } = useLocation();
  useEffect(() => {
    const base = document.title.replace(/^\(\d+\) /, '');
    document.title = count ? `(${count}) ${base}` : base;
    return () => {
      document.title = document.title.replace(/^\(\d+\) /, '');
    };
  }, [count, pathname]);
}

/** The admin top bar and sub-navigation around every staff page. */
export function AdminLayout({ onLogout, children }: { onLogout: () => void; children: ReactNode }) {
  return (
    <InboxCountProvider>
      <AdminFrame onLogout={onLogout}>{children}</AdminFrame>
    </InboxCountProvider>
  );
}

function AdminFrame({ onLogout, children }: { onLogout: () => void; children: ReactNode }) {
  const user = useSignedInStaff();
  const showInsights = useInsightsInNavigation(user.role);
  const sections = ADMIN_SECTIONS.filter(
    (section) => (!section.ownersOnly || user.role === 'owner') && (section.to !== INSIGHTS_PATH || showInsights),
  );
  const newCount = useInboxNewCount();
  useNewCountInTitle(newCount);
  const theme = useTheme();
  // Phones get one compact row with a menu for the sections: the inbox's first message must fit the first screen.
  const isPhone = useMediaQuery(theme.breakpoints.down('md'));
  // A page drawn on the server (docs/decisions/033) cannot know the width: it draws both and CSS shows the one that
  // fits, so a phone paints its own layout before the code runs; once hydrated, the width chooses.
  const drawnOnServer = useIsHydrating();
  const phone = drawnOnServer || isPhone;
  const wide = drawnOnServer || !isPhone;
  const onlyOnPhone = drawnOnServer ? { display: { md: 'none' } } : undefined;
  const notOnPhone = drawnOnServer ? { display: { xs: 'none', md: 'inline-flex' } } : undefined;
  // The account menu's outcome shows on the page it was used on, and goes when the person moves on.
  const { pathname } = useLocation();
  const [outcome, setOutcome] = useState<(StatusBanner & { pathname: string }) | null>(null);
  const banners = outcome && outcome.pathname === pathname ? [outcome] : [];
  const current = sections.find((section) => pathname.startsWith(section.to));
  // A page the server drew is marked until its code runs: a tap on a button before then is kept and made once it
  // does (hydration/keepTaps.ts), after the page's own effects (the editor's, which types in what was typed).
  const frame = useRef<HTMLDivElement>(null);
  useEffect(() => frame.current?.removeAttribute(HYDRATION_PENDING), []);
  return (
    <Box ref={frame} {...{ [HYDRATION_PENDING]: '' }} sx={{ minHeight: '100vh', bgcolor: 'background.default' }}>
      <AppBar
        position="sticky"
        color="default"
        elevation={0}
        // Sticky only where there is room for it.
        sx={{
          position: { xs: 'static', md: 'sticky' },
          borderBottom: 1,
          borderColor: 'divider',
          bgcolor: 'background.paper',
        }}
      >
        <Toolbar
          sx={{
            gap: 1,
            flexWrap: drawnOnServer ? { xs: 'nowrap', md: 'wrap' } : isPhone ? 'nowrap' : 'wrap',
            py: drawnOnServer ? { xs: 0.5, md: 1 } : isPhone ? 0.5 : 1,
            minHeight: 56,
          }}
        >
          <Box
            component={Link}
            to={INBOX_PATH}
            sx={{
              display: 'flex',
              alignItems: 'center',
              gap: 1,
              color: 'text.primary',
              textDecoration: 'none',
              mr: 'auto',
              minWidth: 0,
              minHeight: 44,
            }}
          >
            <Box component="img" src="/favicon.svg" alt="" sx={{ width: 36, height: 36, flexShrink: 0 }} />
            {drawnOnServer ? (
              <Typography component="span" sx={{ fontWeight: 900, lineHeight: 1.1, minWidth: 0 }}>
                <Box component="span" sx={studioNameOnPhone}>
                  The Martial Arts Studio{' '}
                </Box>
                <Box component="span" sx={{ color: 'primary.light' }}>
                  Admin
                </Box>
              </Typography>
            ) : isPhone ? (
              <Typography component="span" sx={{ fontWeight: 900, lineHeight: 1.1, minWidth: 0 }}>
                <VisuallyHidden>The Martial Arts Studio </VisuallyHidden>
                <Box component="span" sx={{ color: 'primary.light' }}>
                  Admin
                </Box>
              </Typography>
            ) : (
              <Typography component="span" sx={{ fontWeight: 900, lineHeight: 1.1 }}>
                The Martial Arts Studio{' '}
                <Box component="span" sx={{ color: 'primary.light' }}>
                  Admin
                </Box>
              </Typography>
            )}
          </Box>
          {wide && (
            <Button
              href="/"
              target="_blank"
              rel="noopener"
              endIcon={<OpenInNewIcon aria-hidden />}
              color="inherit"
              sx={notOnPhone}
            >
              View Site
              <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
            </Button>
          )}
          <AccountMenu user={user} onOutcome={(banner) => setOutcome({ ...banner, pathname })} />
          {phone && (
            <SectionsMenu
              sections={sections}
              current={current?.to}
              newCount={newCount}
              onLogout={onLogout}
              sx={onlyOnPhone}
            />
          )}
          {wide && (
            <Button
              onClick={onLogout}
              startIcon={<LogoutIcon aria-hidden />}
              variant="outlined"
              color="inherit"
              sx={notOnPhone}
            >
              Logout
            </Button>
          )}
        </Toolbar>
        {wide && (
          <Box
            component="nav"
            aria-label="Admin sections"
            sx={{
              display: drawnOnServer ? { xs: 'none', md: 'block' } : undefined,
              borderTop: 1,
              borderColor: 'divider',
            }}
          >
            <Container maxWidth="lg" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, py: 1 }}>
              {sections.map((section) => (
                <Button
                  key={section.to}
                  component={NavLink}
                  to={section.to}
                  color="inherit"
                  sx={{
                    borderRadius: 2,
                    px: 2,
                    letterSpacing: '0.06em',
                    '&[aria-current="page"]': { bgcolor: 'primary.main', color: 'primary.contrastText' },
                    '&[aria-current="page"]:hover': { bgcolor: 'primary.dark' },
                  }}
                >
                  {section.label}
                  {section.to === INBOX_PATH && <NewCount count={newCount} />}
                </Button>
              ))}
            </Container>
          </Box>
        )}
      </AppBar>
      <Container component="main" maxWidth="lg" sx={{ py: { xs: 2, md: 4 } }}>
        <StatusBanners banners={banners} onDismiss={() => setOutcome(null)} />
        {children}
      </Container>
    </Box>
  );
}

/** On phones, the sections, View Site and Logout sit behind one "Menu" button. */
function SectionsMenu({
  sections,
  current,
  newCount,
  onLogout,
  sx,
}: {
  sections: readonly (typeof ADMIN_SECTIONS)[number][];
  current: string | undefined;
  newCount: number | undefined;
  onLogout: () => void;
  sx?: SxProps<Theme>;
}) {
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const open = anchor !== null;
  const close = () => setAnchor(null);
  return (
    <Box component="nav" aria-label="Admin sections" sx={sx}>
      <Button
        color="inherit"
        variant="outlined"
        startIcon={<MenuIcon aria-hidden />}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ minWidth: 44, minHeight: 44, px: 1.5, whiteSpace: 'nowrap' }}
      >
        Menu
        <NewCount count={newCount} />
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={open} onClose={close}>
        {sections.map((section) => (
          <MenuItem
            key={section.to}
            component={NavLink}
            to={section.to}
            onClick={close}
            selected={section.to === current}
            sx={{ minHeight: 48 }}
          >
            {section.label}
            {section.to === INBOX_PATH && <NewCount count={newCount} />}
          </MenuItem>
        ))}
        <Divider />
        <MenuItem component="a" href="/" target="_blank" rel="noopener" onClick={close} sx={{ minHeight: 48, gap: 1 }}>
          View Site
          <OpenInNewIcon aria-hidden fontSize="small" />
          <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
        </MenuItem>
        <MenuItem
          onClick={() => {
            close();
            onLogout();
          }}
          sx={{ minHeight: 48, gap: 1 }}
        >
          <LogoutIcon aria-hidden fontSize="small" />
          Logout
        </MenuItem>
      </Menu>
    </Box>
  );
}
