import { useCallback } from 'react';
import { useBackend } from '@/backend/BackendProvider.tsx';
import { useAsync } from '@/lib/useAsync.ts';

/** The internal notes of one message, oldest first; `addNote` appends the saved note. */
export function useNotes(submissionId: string) {
  const { submissions } = useBackend();
  const state = useAsync(() => submissions.listNotes(submissionId), [submissions, submissionId]);
  const { setData } = state;
  const addNote = useCallback(
    async (text: string) => {
      const note = await submissions.addNote(submissionId, text);
      setData((notes) => [...notes, note]);
      return note;
    },
    [submissions, submissionId, setData],
  );
  return { ...state, addNote };
}
