/** Where a visitor's "Close" on the notice banner is remembered: session storage, for the rest of the visit only. */
export const NOTICE_CLOSED_KEY_NAME = 'tmas-notice-closed';
