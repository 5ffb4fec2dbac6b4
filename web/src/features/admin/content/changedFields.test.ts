import { contentChanges } from '@studio/core/content/siteContentDiff';
import { describe, expect, it } from 'vitest';
import { changedFields } from './changedFields.ts';

const saved = {
  intro: 'Hello',
  reviews: [
    { id: 'a', name: 'Ann', text: 'Great', rating: 5 },
    { id: 'b', name: 'Bob', text: 'Good', rating: 4 },
  ],
  ages: null as { from: number; to: number | null } | null,
};
const copy = () => structuredClone(saved);
const all = (values: unknown) => contentChanges(saved, values).map((change) => change.path.join('.'));

describe('changedFields', () => {
  it('compares the whole content without an earlier answer or a field name', () => {
    const values = copy();
    values.reviews[1]!.text = 'Good!';
    expect(changedFields(saved, values)).toEqual(['reviews.1.text']);
    expect(changedFields(saved, values, [], undefined)).toEqual(['reviews.1.text']);
  });

  it('after an edit of one field, compares only that field, keeping the others as they were', () => {
    const values = copy();
    values.intro = 'Hi';
    let changed = changedFields(saved, values);
    values.reviews[1]!.text = 'Good!';
    changed = changedFields(saved, values, changed, 'reviews.1.text');
    expect(changed.sort()).toEqual(all(values).sort());
    values.reviews[1]!.text = 'Good';
    changed = changedFields(saved, values, changed, 'reviews.1.text');
    expect(changed).toEqual(['intro']);
  });

  it('counts a list set as a whole (moved, removed, added items) as contentChanges does', () => {
    const values = copy();
    values.reviews.reverse();
    expect(changedFields(saved, values, [], 'reviews').sort()).toEqual(all(values).sort());
    values.reviews.pop();
    expect(changedFields(saved, values, [], 'reviews').sort()).toEqual(all(values).sort());
  });

  it('counts an item added since the save as one change, however many of its fields are typed in', () => {
    const values = copy();
    values.reviews.push({ id: 'c', name: '', text: '', rating: 5 });
    let changed = changedFields(saved, values, [], 'reviews');
    values.reviews[2]!.name = 'Cat';
    changed = changedFields(saved, values, changed, 'reviews.2.name');
    expect(changed).toEqual(['reviews.2']);
  });

  it('counts a field inside a part the save had empty (null) as contentChanges does', () => {
    const values = copy() as Record<string, unknown>;
    values.ages = { from: 5, to: null };
    expect(changedFields(saved, values, [], 'ages.from')).toEqual(all(values));
  });
});
