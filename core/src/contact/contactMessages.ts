/**
 * What the contact form says once a message is sent or refused: part of `messages` (messages.ts), and a module of its
 * own so the public contact form loads these three lines rather than every message of the site, the staff area's too.
 */
export const contactMessages = {
  contactSent: "Thanks for your message! We'll get back to you within one working day.",
  contactFailed: "Sorry, your message couldn't be sent. Please try again, or call or e-mail us instead.",
  contactRateLimited: "You've sent several messages in a short time. Please wait a little and try again.",
} as const;
