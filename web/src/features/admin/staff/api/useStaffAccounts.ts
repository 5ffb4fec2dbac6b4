import type { NewStaffInput, StaffMember, StaffRole } from '@studio/core/staff/staff';
import { useCallback } from 'react';
import { useBackend } from '@/backend/BackendProvider.tsx';
import { useAsync } from '@/lib/useAsync.ts';

/** Every staff account, with each change applied in place once the backend has made it. */
export function useStaffAccounts() {
  const { staff } = useBackend();
  const state = useAsync(() => staff.list(), [staff]);
  const { setData } = state;

  const replace = useCallback(
    (member: StaffMember) => setData((list) => list.map((row) => (row.id === member.id ? member : row))),
    [setData],
  );

  return {
    ...state,
    async add(input: NewStaffInput) {
      const added = await staff.add(input);
      setData((list) => [...list, added.member]);
      return added;
    },
    setRole: async (id: string, role: StaffRole) => replace(await staff.setRole(id, role)),
    setDisabled: async (id: string, disabled: boolean) => replace(await staff.setDisabled(id, disabled)),
    async remove(id: string) {
      await staff.remove(id);
      setData((list) => list.filter((row) => row.id !== id));
    },
  };
}
