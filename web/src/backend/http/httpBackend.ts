import type { Backend } from '../port.ts';
import { httpActivityLog } from './httpActivity.ts';
import { createHttpClient } from './httpClient.ts';
import { httpContact } from './httpContact.ts';
import { httpContent } from './httpContent.ts';
import { httpEvents } from './httpEvents.ts';
import { httpImages } from './httpImages.ts';
import { httpInsights } from './httpInsights.ts';
import { httpOwnAccount, httpStaffAdmin } from './httpStaff.ts';
import { createSignedInListeners, httpStaffAuth } from './httpStaffAuth.ts';
import { httpSubmissions } from './httpSubmissions.ts';
import { httpMailStatus, httpTrialAdmin, httpTrialBooking } from './httpTrials.ts';

/** The self-hosted server's JSON API. `baseUrl` is '' in the browser (same origin) and absolute in tests. */
export function createHttpBackend(baseUrl = '', fetchImpl: typeof fetch = (...args) => fetch(...args)): Backend {
  const signedIn = createSignedInListeners();
  const api = createHttpClient(baseUrl, fetchImpl, () => signedIn.notify(null));
  return {
    events: httpEvents(api),
    submissions: httpSubmissions(api),
    contact: httpContact(api),
    images: httpImages(api),
    auth: httpStaffAuth(api, signedIn),
    // ---- site content
    content: httpContent(api),
    staff: httpStaffAdmin(api),
    account: httpOwnAccount(api, signedIn),
    activity: httpActivityLog(api),
    trials: httpTrialAdmin(api),
    mail: httpMailStatus(api),
    insights: httpInsights(api),
    trialBooking: httpTrialBooking(api),
  };
}
