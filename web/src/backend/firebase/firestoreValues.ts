import { Timestamp } from 'firebase/firestore';

/** Firestore timestamps become the ISO strings the core types use; a pending server timestamp reads as "now". */
export function isoFrom(value: unknown): string {
  if (value instanceof Timestamp) return value.toDate().toISOString();
  if (typeof value === 'string') return value;
  return new Date().toISOString();
}

export function stringOrNull(value: unknown): string | null {
  return typeof value === 'string' && value !== '' ? value : null;
}
