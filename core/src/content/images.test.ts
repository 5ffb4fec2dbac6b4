import { describe, expect, it } from 'vitest';
import {
  currentImageFor,
  imageFileName,
  imageSrcSet,
  isImageFileName,
  slotImageMap,
  uploadTargetSchema,
  type ImageRecord,
} from './images.ts';
import { SLOTS, SLOT_GROUPS, findSlot } from './slots.ts';

function image(name: string, created_at: string): ImageRecord {
  return {
    name,
    slot: name.split('_').slice(0, -1).join('_'),
    url: `/media/${name}`,
    content_type: 'image/png',
    size: 1,
    created_at,
  };
}

describe('slot images', () => {
  const images = [
    image('home_hero_1700000000000.png', '2026-01-01T00:00:00.000Z'),
    image('home_hero_1800000000000.png', '2026-03-01T00:00:00.000Z'),
    image('home_about_1750000000000.jpg', '2026-02-01T00:00:00.000Z'),
    image('event_1760000000000.jpg', '2026-04-01T00:00:00.000Z'),
  ];

  it('picks the newest image whose name starts with the slot id and an underscore', () => {
    expect(currentImageFor('home_hero', images)?.name).toBe('home_hero_1800000000000.png');
    expect(currentImageFor('home_about', images)?.name).toBe('home_about_1750000000000.jpg');
    expect(currentImageFor('facility_main', images)).toBeUndefined();
  });

  it('maps every public key to its current image, and nothing for event pictures', () => {
    const map = slotImageMap(images);
    expect(Object.keys(map).sort()).toEqual(['home_about', 'home_hero']);
  });

  it('names files by slot or event and a timestamp', () => {
    expect(imageFileName('home_hero', 'image/jpeg', 1732300000000)).toBe('home_hero_1732300000000.jpg');
    expect(imageFileName('event', 'image/png', 1732300000000)).toBe('event_1732300000000.png');
    expect(isImageFileName('home_hero_1732300000000.jpg')).toBe(true);
    expect(isImageFileName('../home_hero_1732300000000.jpg')).toBe(false);
    expect(isImageFileName('home_hero_1732300000000.svg')).toBe(false);
    expect(isImageFileName('home_hero_1732300000000.jpg.html')).toBe(false);
  });

  it('accepts uploads only for known slots or events', () => {
    expect(uploadTargetSchema.safeParse('home_hero').success).toBe(true);
    expect(uploadTargetSchema.safeParse('event').success).toBe(true);
    expect(uploadTargetSchema.safeParse('facility_cafe').success).toBe(true);
    expect(uploadTargetSchema.safeParse('../etc').success).toBe(false);
  });

  it('builds a srcset from WebP variants', () => {
    expect(
      imageSrcSet({
        variants: [
          { width: 480, url: '/a-480.webp' },
          { width: 960, url: '/a-960.webp' },
        ],
      }),
    ).toBe('/a-480.webp 480w, /a-960.webp 960w');
    expect(imageSrcSet({})).toBeUndefined();
  });

  it('has the slot table of the specification', () => {
    expect(SLOT_GROUPS).toEqual(['Home Page', 'Class Pages', 'Facilities Section']);
    expect(SLOTS).toHaveLength(14);
    expect(findSlot('womensboxing_main')?.name).toBe('Ladies Kickboxing');
    expect(findSlot('facility_changing')?.group).toBe('Facilities Section');
  });
});
