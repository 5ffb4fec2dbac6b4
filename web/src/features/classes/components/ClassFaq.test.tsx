import { render, screen } from '@testing-library/react';
import { pageContentOf } from '@studio/core/siteContentRules';
import { SEED_SITE_CONTENT } from '@studio/core/siteContentSeed';
import { describe, expect, it } from 'vitest';
import type { ClassPageContent } from '@/content/classPages/classPageContent.ts';
import { SiteContentProvider } from '@/content/siteContent.tsx';
import { ClassFaq } from './ClassFaq.tsx';

describe('ClassFaq', () => {
  it('quotes the current Pay As You Go price in an answer that names it', () => {
    const site = structuredClone(SEED_SITE_CONTENT);
    site.pricing.plans.find((plan) => plan.title === 'Pay As You Go')!.price = 12;
    const page = SEED_SITE_CONTENT.classes['kids-classes'] as unknown as ClassPageContent;
    render(
      <SiteContentProvider content={pageContentOf(site)}>
        <ClassFaq content={page} />
      </SiteContentProvider>,
    );
    expect(screen.getByText(/Pay as you go is £12 per session/, { selector: 'p' })).toBeInTheDocument();
    expect(screen.queryByText(/\{price:/)).not.toBeInTheDocument();
  });
});
