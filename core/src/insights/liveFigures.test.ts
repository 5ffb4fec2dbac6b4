import { describe, expect, it } from 'vitest';
import { SEED_SITE_CONTENT } from '../content/siteContentSeed.ts';
import { staleAmounts, unknownFigures, withLiveFigures } from '../content/siteContentRules.ts';

const source = (payAsYouGo: number) => {
  const pricing = structuredClone(SEED_SITE_CONTENT.pricing);
  pricing.plans[0]!.price = payAsYouGo;
  return { pricing, hours: SEED_SITE_CONTENT.hours };
};

describe('live figures in content texts', () => {
  it('fills in a price by its plan’s name from the current price list', () => {
    const answer = SEED_SITE_CONTENT.classes['kids-classes'].faqs.find((faq) => faq.answer.includes('{price:'))!.answer;
    expect(withLiveFigures(answer, source(10))).toContain('Pay as you go is £10 per session');
    expect(withLiveFigures(answer, source(12))).toContain('Pay as you go is £12 per session');
    expect(withLiveFigures(answer, source(12.5))).toContain('£12.50 per session');
    expect(withLiveFigures(answer, source(12))).toContain('£60/month');
  });

  it('fills in opening hours by their days, any case', () => {
    const line = SEED_SITE_CONTENT.hours.aintree[0]!;
    expect(withLiveFigures(`Open {hours:${line.days.toUpperCase()}}.`, source(10))).toBe(`Open ${line.hours}.`);
  });

  it("fills in a site's own hours when the figure names the site, and Aintree's or else St Helens' when not", () => {
    const hours = {
      aintree: [{ days: 'Mon-Fri', hours: '8am-9pm' }],
      stHelens: [
        { days: 'Mon-Fri', hours: '9am-8pm' },
        { days: 'Sun', hours: '10am-1pm' },
      ],
    };
    const figures = { pricing: SEED_SITE_CONTENT.pricing, hours };
    expect(withLiveFigures('{hours:St Helens Mon-Fri} / {hours:aintree mon-fri}', figures)).toBe('9am-8pm / 8am-9pm');
    expect(withLiveFigures('{hours:Mon-Fri}, Sundays {hours:Sun}', figures)).toBe('8am-9pm, Sundays 10am-1pm');
    expect(unknownFigures('{hours:Aintree Sun} {hours:St Helens Sun}', figures)).toEqual(['{hours:Aintree Sun}']);
  });

  it('leaves an unknown name as written, and names it', () => {
    expect(withLiveFigures('From {price:Platinum}', source(10))).toBe('From {price:Platinum}');
    expect(unknownFigures('From {price:Platinum} or {price:Pay As You Go}', source(10))).toEqual(['{price:Platinum}']);
  });

  it('finds £ amounts that are no current price', () => {
    expect(staleAmounts('Pay as you go is £10, kids £60/month, a towel £3', source(12))).toEqual(['£10', '£3']);
    expect(staleAmounts('Pay as you go is {price:Pay As You Go}', source(12))).toEqual([]);
  });
});
