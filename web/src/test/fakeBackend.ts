import { SEED_SITE_CONTENT } from '@studio/core/content/siteContentSeed';
import { vi } from 'vitest';
import type { Backend } from '../backend/port.ts';

/**
 * A Backend test double for component tests: every method is a vi.fn that resolves to an empty answer.
 * Override what a test needs: `fakeBackend({ events: { listUpcoming: vi.fn().mockResolvedValue([...]) } })`.
 */
export function fakeBackend(overrides: { [K in keyof Backend]?: Partial<Backend[K]> } = {}): Backend {
  const base: Backend = {
    events: {
      listUpcoming: vi.fn().mockResolvedValue([]),
      getWithOthers: vi.fn().mockResolvedValue(null),
      listAll: vi.fn().mockResolvedValue([]),
      create: vi.fn().mockRejectedValue(new Error('not stubbed')),
      update: vi.fn().mockRejectedValue(new Error('not stubbed')),
      setFeatured: vi.fn().mockRejectedValue(new Error('not stubbed')),
      remove: vi.fn().mockResolvedValue(undefined),
    },
    submissions: {
      list: vi.fn().mockResolvedValue([]),
      setRead: vi.fn().mockRejectedValue(new Error('not stubbed')),
      setStatus: vi.fn().mockRejectedValue(new Error('not stubbed')),
      listNotes: vi.fn().mockResolvedValue([]),
      addNote: vi.fn().mockRejectedValue(new Error('not stubbed')),
      remove: vi.fn().mockResolvedValue(undefined),
      exportCsv: vi.fn().mockResolvedValue(''),
      findByEmail: vi.fn().mockResolvedValue([]),
      exportByEmail: vi.fn().mockResolvedValue(''),
      eraseByEmail: vi.fn().mockResolvedValue(0),
      retentionDays: vi.fn().mockResolvedValue(365),
    },
    contact: { submit: vi.fn().mockResolvedValue(undefined) },
    images: {
      slotMap: vi.fn().mockResolvedValue({}),
      list: vi.fn().mockResolvedValue([]),
      upload: vi.fn().mockRejectedValue(new Error('not stubbed')),
      remove: vi.fn().mockResolvedValue(undefined),
    },
    auth: {
      signIn: vi.fn().mockRejectedValue(new Error('not stubbed')),
      signOut: vi.fn().mockResolvedValue(undefined),
      current: vi.fn().mockResolvedValue(null),
      onChange: vi.fn().mockReturnValue(() => {}),
    },
    content: {
      site: vi.fn().mockResolvedValue(SEED_SITE_CONTENT),
      get: vi.fn().mockRejectedValue(new Error('not stubbed')),
      save: vi.fn().mockRejectedValue(new Error('not stubbed')),
      history: vi.fn().mockResolvedValue([]),
      restore: vi.fn().mockRejectedValue(new Error('not stubbed')),
      editor: vi.fn().mockRejectedValue(new Error('not stubbed')),
      drafts: vi.fn().mockResolvedValue([]),
      saveDraft: vi.fn().mockRejectedValue(new Error('not stubbed')),
      discardDraft: vi.fn().mockRejectedValue(new Error('not stubbed')),
      schedule: vi.fn().mockRejectedValue(new Error('not stubbed')),
      cancelSchedule: vi.fn().mockRejectedValue(new Error('not stubbed')),
      previewUrl: vi.fn(async (section: string) => `/api/admin/content/${section}/preview`),
    },
    staff: {
      list: vi.fn().mockResolvedValue([]),
      add: vi.fn().mockRejectedValue(new Error('not stubbed')),
      setRole: vi.fn().mockRejectedValue(new Error('not stubbed')),
      setDisabled: vi.fn().mockRejectedValue(new Error('not stubbed')),
      remove: vi.fn().mockResolvedValue(undefined),
    },
    account: {
      changePassword: vi.fn().mockResolvedValue(undefined),
      signOutOtherSessions: vi.fn().mockResolvedValue(undefined),
      setPasswordWithLink: vi.fn().mockRejectedValue(new Error('not stubbed')),
    },
    activity: { list: vi.fn().mockResolvedValue({ entries: [], next: null, actors: [] }) },
  };
  return {
    events: { ...base.events, ...overrides.events },
    submissions: { ...base.submissions, ...overrides.submissions },
    contact: { ...base.contact, ...overrides.contact },
    images: { ...base.images, ...overrides.images },
    auth: { ...base.auth, ...overrides.auth },
    content: { ...base.content, ...overrides.content },
    staff: { ...base.staff, ...overrides.staff },
    account: { ...base.account, ...overrides.account },
    activity: { ...base.activity, ...overrides.activity },
  };
}
