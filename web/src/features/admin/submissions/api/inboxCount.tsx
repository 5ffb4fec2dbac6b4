import { isNewEnquiry } from '@studio/core/enquiries/enquiries';
import type { ContactSubmission } from '@studio/core/enquiries/submissions';
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useBackend } from '@/backend/BackendProvider.tsx';

/** How many enquiries are New: with the status New, or a trial booked that nobody has read yet (`isNewEnquiry`). */
export function countNew(submissions: readonly Pick<ContactSubmission, 'status' | 'read'>[]): number {
  return submissions.filter(isNewEnquiry).length;
}

interface InboxCount {
  /** Undefined until known (or when it could not be read). */
  newCount: number | undefined;
  /** The inbox reports its list after every change, so the count follows without another read. */
  report: (submissions: readonly Pick<ContactSubmission, 'status' | 'read'>[]) => void;
}

const InboxCountContext = createContext<InboxCount | null>(null);

/** Reads the New count once for the whole admin area; the inbox keeps it up to date from then on. */
export function InboxCountProvider({ children }: { children: ReactNode }) {
  const { submissions } = useBackend();
  const [newCount, setNewCount] = useState<number | undefined>();
  const reported = useRef(false);
  useEffect(() => {
    let live = true;
    submissions
      .list()
      // The inbox's own report is newer than this first read: it wins.
      .then((list) => live && !reported.current && setNewCount(countNew(list)))
      .catch(() => {});
    return () => {
      live = false;
    };
  }, [submissions]);
  const report = useCallback<InboxCount['report']>((list) => {
    reported.current = true;
    setNewCount(countNew(list));
  }, []);
  const value = useMemo(() => ({ newCount, report }), [newCount, report]);
  return <InboxCountContext value={value}>{children}</InboxCountContext>;
}

export function useInboxNewCount(): number | undefined {
  return useContext(InboxCountContext)?.newCount;
}

/** The inbox tells the admin area's count what its list holds now. */
export function useReportInbox(submissions: readonly ContactSubmission[] | undefined): void {
  const report = useContext(InboxCountContext)?.report;
  useEffect(() => {
    if (submissions && report) report(submissions);
  }, [submissions, report]);
}
