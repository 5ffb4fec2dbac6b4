import { render, screen } from '@testing-library/react';
import { SEED_SITE_CONTENT } from '@studio/core/content/siteContentSeed';
import { describe, expect, it } from 'vitest';
import type { ClassPageContent } from '@/content/classPages/classPageContent.ts';
import { classPagesBySlug } from '@/content/classPages/classPagesBySlug.ts';
import { loader } from '@/app/routes/class-page.tsx';
import { ClassFaq } from './ClassFaq.tsx';

describe('ClassFaq', () => {
  it('quotes the current Pay As You Go price in an answer that names it, filled in by the class page’s loader', async () => {
    const site = structuredClone(SEED_SITE_CONTENT);
    site.pricing.plans.find((plan) => plan.title === 'Pay As You Go')!.price = 12;
    const loaded = await loader({
      params: { slug: 'kids-classes' },
      context: { site: { content: async () => site } },
    } as unknown as Parameters<typeof loader>[0]);
    const page = { ...classPagesBySlug['kids-classes'], ...loaded } as unknown as ClassPageContent;
    render(<ClassFaq content={page} />);
    expect(screen.getByText(/Pay as you go is £12 per session/, { selector: 'p' })).toBeInTheDocument();
    expect(screen.queryByText(/\{price:/)).not.toBeInTheDocument();
  });
});
