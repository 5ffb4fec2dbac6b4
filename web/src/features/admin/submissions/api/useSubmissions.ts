import { useCallback } from 'react';
import type { EnquiryStatus } from '@studio/core/enquiries/enquiries';
import { useBackend } from '@/backend/BackendProvider.tsx';
import { useAsync } from '@/lib/useAsync.ts';

/**
 * Every contact submission, newest first, with staff changes (read, status, note, delete) applied in place. A status
 * change or a note marks the message read on the backend, and so in the list.
 */
export function useSubmissions() {
  const { submissions } = useBackend();
  const state = useAsync(() => submissions.list(), [submissions]);
  const { setData } = state;

  /** True once the backend has changed it. */
  const setSubmissionRead = useCallback(
    async (id: string, read: boolean) => {
      try {
        const updated = await submissions.setRead(id, read);
        setData((list) => list.map((submission) => (submission.id === id ? updated : submission)));
        return true;
      } catch (error) {
        // SPEC: a failed read toggle is logged only; the list keeps its previous state.
        console.error('Could not update the read state of a submission', error);
        return false;
      }
    },
    [submissions, setData],
  );

  /** Rejects with a message fit to show; the list changes only once the backend has. */
  const setSubmissionStatus = useCallback(
    async (id: string, status: EnquiryStatus) => {
      const updated = await submissions.setStatus(id, status);
      setData((list) => list.map((submission) => (submission.id === id ? updated : submission)));
    },
    [submissions, setData],
  );

  const removeSubmission = useCallback(
    async (id: string) => {
      await submissions.remove(id);
      setData((list) => list.filter((submission) => submission.id !== id));
    },
    [submissions, setData],
  );

  /** After a note is added, its message shows one more, and reads as read (the backend marked it so). */
  const noteAdded = useCallback(
    (id: string) =>
      setData((list) =>
        list.map((submission) =>
          submission.id === id ? { ...submission, notes_count: submission.notes_count + 1, read: true } : submission,
        ),
      ),
    [setData],
  );

  return { ...state, setSubmissionRead, setSubmissionStatus, removeSubmission, noteAdded };
}

/** How long messages are kept, for the inbox's policy line; undefined until known. */
export function useRetentionDays(): number | undefined {
  const { submissions } = useBackend();
  return useAsync(() => submissions.retentionDays(), [submissions]).data;
}
