import { useBackend } from '@/backend/BackendProvider.tsx';

/** The signed-in person's own account: password and sessions. */
export function useOwnAccount() {
  const { account, auth } = useBackend();
  return {
    changePassword: (current: string, next: string) => account.changePassword(current, next),
    signOutOtherSessions: () => account.signOutOtherSessions(),
    /** Sets the password of a one-time link, then signs in with it. */
    async setPasswordWithLink(token: string, password: string) {
      const email = await account.setPasswordWithLink(token, password);
      return auth.signIn(email, password);
    },
  };
}
