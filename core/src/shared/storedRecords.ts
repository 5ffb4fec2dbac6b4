import type { StudioEvent } from '../events/eventRules.ts';
import { priceValue } from './format.ts';
import type { ImageRecord, ImageVariant } from '../content/images.ts';

/**
 * Firestore documents read as the records the app uses, once for the browser's SDK (web/src/backend/firebase) and
 * the Admin SDK (the pages' function) alike: each passes its own reading of a stored time, as their Timestamp
 * classes differ.
 */
export type ReadTime = (value: unknown) => string;

type StoredData = Record<string, unknown>;

const textOrNull = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

export function studioEventFrom(id: string, data: StoredData, time: ReadTime): StudioEvent {
  return {
    id,
    title: String(data.title ?? ''),
    description: String(data.description ?? ''),
    date: time(data.date),
    time: String(data.time ?? ''),
    location: String(data.location ?? ''),
    price: priceValue(data.price),
    booking_url: textOrNull(data.booking_url),
    featured: data.featured === true,
    image_url: textOrNull(data.image_url),
    created_at: time(data.created_at),
    updated_at: data.updated_at == null ? null : time(data.updated_at),
  };
}

export function imageRecordFrom(id: string, data: StoredData, time: ReadTime): ImageRecord {
  return {
    name: String(data.name ?? id),
    slot: String(data.slot ?? ''),
    url: String(data.url ?? ''),
    content_type: String(data.content_type ?? ''),
    size: Number(data.size ?? 0),
    width: typeof data.width === 'number' ? data.width : null,
    height: typeof data.height === 'number' ? data.height : null,
    variants: Array.isArray(data.variants) ? (data.variants as ImageVariant[]) : [],
    created_at: time(data.created_at),
  };
}
