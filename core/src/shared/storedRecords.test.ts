import { describe, expect, it } from 'vitest';
import { imageRecordFrom, studioEventFrom } from './storedRecords.ts';

const time = (value: unknown) => (value instanceof Date ? value.toISOString() : String(value ?? ''));

describe('stored Firestore documents read as records', () => {
  it('reads an event, with empty links as none and no update time as null', () => {
    const event = studioEventFrom(
      'e1',
      {
        title: 'Open Mat',
        date: new Date('2026-12-05T00:00:00Z'),
        price: '15',
        booking_url: '',
        created_at: new Date('2026-11-01T10:00:00Z'),
      },
      time,
    );
    expect(event).toMatchObject({
      id: 'e1',
      title: 'Open Mat',
      date: '2026-12-05T00:00:00.000Z',
      price: 15,
      booking_url: null,
      image_url: null,
      featured: false,
      updated_at: null,
    });
  });

  it('reads an image record, its name from the document id when it has none', () => {
    const image = imageRecordFrom('home_hero_1.jpg', { slot: 'home_hero', width: 1600, created_at: 'x' }, time);
    expect(image).toMatchObject({
      name: 'home_hero_1.jpg',
      slot: 'home_hero',
      width: 1600,
      height: null,
      variants: [],
    });
  });
});
