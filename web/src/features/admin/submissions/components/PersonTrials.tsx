import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { TRIAL_ENQUIRY_STATE_LABELS, type ContactSubmission } from '@studio/core/enquiries/submissions';
import { describeTrial, trialEnquirySummary, type TrialBooking } from '@studio/core/trials/trials';
import { useEffect, useState } from 'react';
import { useBackend } from '@/backend/BackendProvider.tsx';

/**
 * Every free trial booking of the enquiry's person (the same e-mail address, any case), newest session first, each
 * with how it stands: Booked, Attended, No-show or Cancelled. Until they are read (or where they cannot be), the
 * enquiry's own summary of its booking shows.
 */
export function PersonTrials({ submission }: { submission: Pick<ContactSubmission, 'email' | 'trial'> }) {
  const { trials } = useBackend();
  const [bookings, setBookings] = useState<TrialBooking[] | null>(null);
  useEffect(() => {
    if (!trials) return;
    let live = true;
    trials.findByEmail(submission.email).then(
      (found) => live && setBookings(found),
      () => {},
    );
    return () => {
      live = false;
    };
  }, [trials, submission.email]);

  if (bookings === null)
    return submission.trial ? (
      <Typography component="p">
        {submission.trial.session}: <strong>{TRIAL_ENQUIRY_STATE_LABELS[submission.trial.state]}</strong>
      </Typography>
    ) : null;
  if (bookings.length === 0) return <Typography component="p">None</Typography>;
  return (
    <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
      {bookings.map((booking) => (
        <li key={booking.id}>
          {describeTrial(booking)}: <strong>{TRIAL_ENQUIRY_STATE_LABELS[trialEnquirySummary(booking).state]}</strong>
          {booking.status === 'cancelled' && booking.cancelReason && ` (${booking.cancelReason})`}
        </li>
      ))}
    </Box>
  );
}
