/** The studio's own lines, used across the site (the home page's texts are site content: core's `home-*` sections). */
export const studioCopy = {
  footerTagline:
    'Premier martial arts training for all ages and skill levels across St Helens and Liverpool. Come as you are, leave stronger.',
} as const;
