import { describe, expect, it } from 'vitest';
import { studioDetails } from '@/content/studioDetails.ts';
import { SEED_SITE_CONTENT } from '@studio/core/content/siteContentSeed';
import { daysOfWeek, localBusinessJsonLd, openingHoursSpecification, openingTimes } from './localBusiness.ts';

describe('opening hours as schema.org data', () => {
  it('reads days as the studio writes them', () => {
    expect(daysOfWeek('Mon-Fri')).toEqual(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday']);
    expect(daysOfWeek('Sat and Sun')).toEqual(['Saturday', 'Sunday']);
    expect(daysOfWeek('Mon, Wed & Fri')).toEqual(['Monday', 'Wednesday', 'Friday']);
    expect(daysOfWeek('Fri to Mon')).toEqual(['Friday', 'Saturday', 'Sunday', 'Monday']);
    expect(daysOfWeek('Bank holidays')).toBeNull();
    expect(daysOfWeek('')).toBeNull();
  });

  it('reads opening and closing times', () => {
    expect(openingTimes('8am-9pm')).toEqual({ opens: '08:00', closes: '21:00' });
    expect(openingTimes('9:30am – 2pm')).toEqual({ opens: '09:30', closes: '14:00' });
    expect(openingTimes('17:00-21:00')).toEqual({ opens: '17:00', closes: '21:00' });
    expect(openingTimes('12pm-12am')).toEqual({ opens: '12:00', closes: '00:00' });
    expect(openingTimes('6-9pm')).toEqual({ opens: '18:00', closes: '21:00' });
    expect(openingTimes('Closed')).toBeNull();
    expect(openingTimes('13pm-2pm')).toBeNull();
  });

  it('leaves out a line it cannot read instead of guessing', () => {
    expect(
      openingHoursSpecification([
        { days: 'Mon-Fri', hours: '8am-9pm' },
        { days: 'Christmas Day', hours: 'Closed' },
      ]),
    ).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
        opens: '08:00',
        closes: '21:00',
      },
    ]);
  });
});

describe('the studio as a LocalBusiness', () => {
  it('describes each of the two sites as an ExerciseGym with its address, phone and hours', () => {
    const studio = studioDetails(SEED_SITE_CONTENT);
    const [aintree, stHelens] = localBusinessJsonLd(studio);
    expect(localBusinessJsonLd(studio)).toHaveLength(2);
    expect(aintree).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'ExerciseGym',
      name: 'The Martial Arts Studio, Aintree, Liverpool',
      telephone: studio.phone,
      email: studio.email,
      address: { '@type': 'PostalAddress', streetAddress: 'Emirates House, Stopgate Ln, Liverpool L9 6AN' },
    });
    expect(stHelens?.address.streetAddress).toBe(studio.sites[1]?.address);
    expect(aintree?.openingHoursSpecification).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
        opens: '08:00',
        closes: '21:00',
      },
      { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Saturday', 'Sunday'], opens: '09:00', closes: '14:00' },
    ]);
  });

  it('gives each site its own hours, and the closures of that site as days closed', () => {
    const content = structuredClone(SEED_SITE_CONTENT);
    content.hours.stHelens = [{ days: 'Sun', hours: '10am-1pm' }];
    content.closures.closures = [
      { id: 'xmas', firstDay: '2025-12-25', lastDay: '2025-12-26', sites: ['St Helens'], reason: 'Christmas' },
    ];
    const [aintree, stHelens] = localBusinessJsonLd(studioDetails(content, new Date('2025-12-15T12:00:00Z')));
    expect(aintree?.openingHoursSpecification).toHaveLength(2);
    expect(aintree).not.toHaveProperty('specialOpeningHoursSpecification');
    expect(stHelens?.openingHoursSpecification).toEqual([
      { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Sunday'], opens: '10:00', closes: '13:00' },
    ]);
    expect(stHelens?.specialOpeningHoursSpecification).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        opens: '00:00',
        closes: '00:00',
        validFrom: '2025-12-25',
        validThrough: '2025-12-26',
      },
    ]);
  });
});
