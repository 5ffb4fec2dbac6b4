/**
 * The line under every contact form's Send button; `link` leads to the privacy notice. A module of its own, beside the
 * notice's text (privacy.ts), so the contact form does not load the whole notice for one line.
 */
export const contactPrivacyLine = {
  text: 'We use your details only to answer your message.',
  link: 'Privacy notice',
} as const;
