import { useCallback } from 'react';
import { useBackend } from '@/backend/BackendProvider.tsx';
import { useAsync } from '@/lib/useAsync.ts';

/** Every contact submission, newest first, with the read toggle applied in place. */
export function useSubmissions() {
  const { submissions } = useBackend();
  const state = useAsync(() => submissions.list(), [submissions]);
  const { setData } = state;

  const setSubmissionRead = useCallback(
    async (id: string, read: boolean) => {
      try {
        const updated = await submissions.setRead(id, read);
        setData((list) => list.map((submission) => (submission.id === id ? updated : submission)));
      } catch (error) {
        // SPEC: a failed read toggle is logged only; the list keeps its previous state.
        console.error('Could not update the read state of a submission', error);
      }
    },
    [submissions, setData],
  );

  return { ...state, setSubmissionRead };
}
