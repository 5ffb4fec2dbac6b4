import type { User } from 'firebase/auth';
import { PREVIEW_SESSION_COOKIE, PREVIEW_SESSION_COOKIE_PATH } from '@studio/core/content/contentPreview';

/** An ID token lives an hour; the cookie no longer. */
const TOKEN_SECONDS = 60 * 60;

/** The page's document, typed here: the functions' emulator tests compile this adapter without the DOM's types. */
const page = globalThis as { document?: { cookie: string }; location?: { protocol: string } };

function setCookie(value: string, maxAge: number) {
  if (!page.document) return;
  const secure = page.location?.protocol === 'https:' ? '; Secure' : '';
  page.document.cookie =
    `${PREVIEW_SESSION_COOKIE}=${value}; Path=${PREVIEW_SESSION_COOKIE_PATH}; Max-Age=${maxAge}; SameSite=Strict` +
    secure;
}

/**
 * A preview opens in a new tab, which does not carry the staff member's Firebase session (the SDK sends it as a
 * header). The ID token goes along in the one cookie Hosting passes to the site function, sent only to the preview
 * paths; the site function verifies it (functions/src/site/contentPreview.ts). Fresh (the SDK renews a token about
 * to expire) each time the editor asks for a preview's address.
 */
export async function keepPreviewSession(user: User | null): Promise<void> {
  if (!user) return endPreviewSession();
  setCookie(await user.getIdToken(), TOKEN_SECONDS);
}

/** Signing out ends the preview session too. */
export function endPreviewSession(): void {
  setCookie('', 0);
}
