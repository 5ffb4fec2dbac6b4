// The deployed entry point: every function the project runs.
export { submitContact } from './contact/submitContact.ts';
export { onImageUploaded, onImageDeleted } from './images/imageTriggers.ts';
// Staff accounts and the activity log.
export {
  listStaff,
  addStaff,
  setStaffRole,
  setStaffDisabled,
  removeStaff,
  checkStaffPassword,
  staffPasswordChanged,
  signOutStaffEverywhere,
  sweepActivity,
} from './staff/staffFunctions.ts';
// Scheduled site content.
export { applyContentSchedules } from './content/contentFunctions.ts';
export { onMailDelivery, sweepOldContactMessages } from './contact/enquiryTriggers.ts';
// Free trial bookings: booking, the manage link, the register, and the e-mails that wait.
export {
  bookTrial,
  trialSessions,
  trialBooking,
  cancelTrialBooking,
  trialRegister,
  setTrialOutcome,
  cancelTrial,
  exportTrialRegister,
  setTrialSettings,
  trialsByEmail,
  eraseTrialsByEmail,
  trialsDraftWouldCancel,
  cancelCalledOffTrials,
  trialNames,
  mailStatusFunction as mailStatus,
  sendTrialMails,
  onTimetableChanged,
} from './trials/trialFunctions.ts';
// Studio insights: the beacons Hosting hands over from /api/insights, and the nightly sweep of the day gone.
export { insights, sweepInsights } from './insights/insightsFunction.ts';
// The pages, rendered from live data behind the Hosting CDN.
export { site } from './site/siteFunction.ts';
