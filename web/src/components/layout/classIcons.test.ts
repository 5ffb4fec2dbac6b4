import { CLASS_SLUGS } from '@studio/core/pages/publicRoutes';
import { describe, expect, it } from 'vitest';
import { classPagesBySlug } from '@/content/classPages/classPagesBySlug.ts';
import { classCards } from '@/content/classes.ts';
import { classIcons } from './classIcons.tsx';

describe('class icons', () => {
  it("draw each class's card and page hero with the same MUI icon", () => {
    for (const slug of CLASS_SLUGS) {
      const card = classCards.find((candidate) => candidate.id === slug);
      expect(card?.icon, slug).toBe(classPagesBySlug[slug].icon);
      expect(classIcons[classPagesBySlug[slug].icon], slug).toBeDefined();
    }
  });
});
