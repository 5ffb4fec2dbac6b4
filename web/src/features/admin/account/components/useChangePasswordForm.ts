import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { errorMessage } from '@/backend/errors.ts';
import { changePasswordFormSchema, type ChangePasswordForm } from '../passwordForm.ts';

/**
 * The current password, then the new one twice (`email`: the signed-in person's, which the strength estimate
 * treats as guessable): the account menu's dialog and the first sign-in's page. `change`
 * does the work; its failure is shown as `failure`. With `onChanged`, the form is emptied after a change and then
 * `onChanged` is called.
 */
export function useChangePasswordForm(
  change: (current: string, password: string) => Promise<void>,
  email: string,
  onChanged?: () => void,
) {
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<ChangePasswordForm>({
    resolver: zodResolver(changePasswordFormSchema(email)),
    defaultValues: { current: '', password: '', repeat: '' },
  });
  const submit = form.handleSubmit(async ({ current, password }) => {
    setFailure(null);
    try {
      await change(current, password);
      if (onChanged) {
        form.reset();
        onChanged();
      }
    } catch (error) {
      setFailure(errorMessage(error, 'The password could not be changed. Please try again.'));
    }
  });
  return { form, failure, setFailure, submit };
}
