import { INSIGHTS_STAFF_KEY } from '@studio/core/insights/insightsBeacon';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BackendProvider } from '@/backend/BackendProvider.tsx';
import type { StaffUser } from '@/backend/port.ts';
import { fakeBackend } from '@/test/fakeBackend.ts';
import { useStaffAuth, useStaffSession } from './staffSession.ts';

const coach: StaffUser = { email: 'coach@example.com', role: 'owner', mustChangePassword: false };

afterEach(() => localStorage.clear());

describe("the staff session marks this browser's visits as staff, for studio insights", () => {
  it('while someone is signed in, until they sign out', async () => {
    let follow: (user: StaffUser | null) => void = () => {};
    const backend = fakeBackend({
      auth: {
        current: vi.fn().mockResolvedValue(coach),
        onChange: vi.fn((listener: (user: StaffUser | null) => void) => {
          follow = listener;
          return () => {};
        }),
      },
    });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <BackendProvider backend={backend}>{children}</BackendProvider>
    );
    const { result } = renderHook(() => ({ session: useStaffSession(), auth: useStaffAuth() }), { wrapper });
    await waitFor(() => expect(result.current.session.status).toBe('signed-in'));
    expect(localStorage.getItem(INSIGHTS_STAFF_KEY)).not.toBeNull();

    act(() => follow(null));
    expect(localStorage.getItem(INSIGHTS_STAFF_KEY)).toBeNull();
    act(() => follow(coach));
    expect(localStorage.getItem(INSIGHTS_STAFF_KEY)).not.toBeNull();

    await act(() => result.current.auth.signOut());
    expect(localStorage.getItem(INSIGHTS_STAFF_KEY)).toBeNull();
  });
});
