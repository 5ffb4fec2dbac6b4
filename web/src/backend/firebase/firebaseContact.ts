import type { Functions } from 'firebase/functions';
import { messages } from '@studio/core/shared/messages';
import type { ContactInput } from '@studio/core/enquiries/submissions';
import type { Backend } from '../port.ts';
import { callable } from './firebaseCallable.ts';
import { attempt } from './firebaseErrors.ts';

/** Contact messages go through the `submitContact` function: clients cannot write submissions themselves. */
export function firebaseContact(functions: Functions): Backend['contact'] {
  const submitContact = callable<ContactInput, { ok: true }>(functions, 'submitContact');
  return {
    submit: (input) =>
      attempt(messages.contactFailed, async () => {
        await submitContact(input);
      }),
  };
}
