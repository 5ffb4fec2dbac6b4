import { describe, expect, it } from 'vitest';
import { renderedUrl } from './pageRenderer.ts';

describe('the address a page is rendered and kept at', () => {
  it('drops the query string of a page', () => {
    expect(renderedUrl(new URL('https://studio.example/events?fbclid=IwAR0&utm_source=fb'))).toBe(
      'https://studio.example/events',
    );
    expect(renderedUrl(new URL('https://studio.example/'))).toBe('https://studio.example/');
  });

  it("keeps only the routes a page's data request asks for", () => {
    expect(renderedUrl(new URL('https://studio.example/_root.data?_routes=root%2Croutes%2Fhome&utm_source=x'))).toBe(
      'https://studio.example/_root.data?_routes=root%2Croutes%2Fhome',
    );
    expect(renderedUrl(new URL('https://studio.example/events/abc.data?x=1'))).toBe(
      'https://studio.example/events/abc.data',
    );
  });

  it("keeps the timetable's filters, in one order, and nothing else", () => {
    expect(renderedUrl(new URL('https://studio.example/timetable?group=kids&fbclid=1&site=st-helens'))).toBe(
      'https://studio.example/timetable?site=st-helens&group=kids',
    );
    expect(renderedUrl(new URL('https://studio.example/timetable?site=mars&week=99'))).toBe(
      'https://studio.example/timetable',
    );
    expect(renderedUrl(new URL('https://studio.example/timetable.data?class=boxing&_routes=routes%2Ftimetable'))).toBe(
      'https://studio.example/timetable.data?class=boxing&_routes=routes%2Ftimetable',
    );
    // The days of a timetable drawn in the browser: kept by the same filters as the page.
    expect(renderedUrl(new URL('https://studio.example/timetable-days?group=kids&utm_source=x&site=aintree'))).toBe(
      'https://studio.example/timetable-days?site=aintree&group=kids',
    );
  });
});
