import { httpsCallable, type Functions } from 'firebase/functions';
import { messages } from '@studio/core/messages';
import type { ContactInput } from '@studio/core/submissions';
import type { Backend } from '../port.ts';
import { attempt } from './firebaseErrors.ts';

/** Contact messages go through the `submitContact` function: clients cannot write submissions themselves. */
export function firebaseContact(functions: Functions): Backend['contact'] {
  const submitContact = httpsCallable<ContactInput, { ok: true }>(functions, 'submitContact', { timeout: 30_000 });
  return {
    submit: (input) =>
      attempt(messages.contactFailed, async () => {
        await submitContact(input);
      }),
  };
}
