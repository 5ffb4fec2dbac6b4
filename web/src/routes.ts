import { type RouteConfig, index, layout, route } from '@react-router/dev/routes';

/** Route modules live in app/routes and only compose features. */
export default [
  layout('app/layouts/SiteLayout.tsx', [
    index('app/routes/home.tsx'),
    route('classes/:slug', 'app/routes/class-page.tsx'),
    route('timetable', 'app/routes/timetable.tsx'),
    route('events', 'app/routes/events.tsx'),
    route('events/:id', 'app/routes/event-detail.tsx'),
    route('trial', 'app/routes/trial.tsx'),
    route('trial/booking/:token', 'app/routes/trial-booking.tsx'),
    route('privacy', 'app/routes/privacy.tsx'),
    route('accessibility', 'app/routes/accessibility.tsx'),
    route('*', 'app/routes/not-found.tsx'),
  ]),
  route('timetable.ics', 'app/routes/timetable-feed.ts'),
  route('page-css', 'app/routes/page-css.ts'),
  route('home-islands', 'app/routes/home-islands.ts'),
  route('timetable-days', 'app/routes/timetable-days.ts'),
  route('class-islands/:slug', 'app/routes/class-islands.ts'),
  route('events-islands', 'app/routes/events-islands.ts'),
  route('signup', 'app/routes/signup.tsx'),
  route('admin/login', 'app/routes/admin-login.tsx'),
  route('admin/set-password', 'app/routes/admin-set-password.tsx'),
  route('admin', 'app/routes/admin.tsx', [
    index('app/routes/admin-index.tsx'),
    route('dashboard', 'app/routes/admin-dashboard.tsx'),
    route('images', 'app/routes/admin-images.tsx'),
    route('events', 'app/routes/admin-events.tsx'),
    // ---- site content
    route('content', 'app/routes/admin-content.tsx'),
    route('trials', 'app/routes/admin-trials.tsx'),
    route('insights', 'app/routes/admin-insights.tsx'),
    route('staff', 'app/routes/admin-staff.tsx'),
    route('activity', 'app/routes/admin-activity.tsx'),
  ]),
] satisfies RouteConfig;
