import { describe, expect, it } from 'vitest';
import { clientAddressBehind, firebaseClientAddress, UNKNOWN_CLIENT } from './firebaseClientAddress.ts';

const deployed = {};
const emulated = { FUNCTIONS_EMULATOR: 'true' };
/** Google's own proxy, as the function's connection sees it. */
const GOOGLE = '169.254.1.1';

/** A request on a connection from `remoteAddress` (null: a socket file, which has none). */
const request = (headers: Record<string, string | string[]>, remoteAddress: string | null = GOOGLE) => ({
  headers,
  socket: { remoteAddress: remoteAddress ?? undefined },
});

describe('firebaseClientAddress', () => {
  it("takes a callable's client from the last X-Forwarded-For entry, the one Google's front end appended", () => {
    expect(firebaseClientAddress('callable', request({ 'x-forwarded-for': '203.0.113.7' }), deployed)).toBe(
      '203.0.113.7',
    );
    // Whatever the visitor wrote comes before it, in any number of entries or header lines.
    for (const written of ['198.51.100.1', '198.51.100.1, 198.51.100.2', 'not an address', ' , '])
      expect(
        firebaseClientAddress('callable', request({ 'x-forwarded-for': `${written}, 203.0.113.7` }), deployed),
        written,
      ).toBe('203.0.113.7');
    expect(
      firebaseClientAddress('callable', request({ 'x-forwarded-for': ['198.51.100.1', '2001:db8::7'] }), deployed),
    ).toBe('2001:db8::7');
  });

  it("takes the site's client from the second entry from the right: the address Hosting saw, before Hosting's own", () => {
    const site = (xff: string) => firebaseClientAddress('site', request({ 'x-forwarded-for': xff }), deployed);
    expect(site('203.0.113.7, 192.0.2.50')).toBe('203.0.113.7');
    expect(site('198.51.100.1, 198.51.100.2, 203.0.113.7, 192.0.2.50')).toBe('203.0.113.7');
  });

  it('never reads Forwarded, Fastly-Client-IP or the left-most entry, whatever they say', () => {
    const headers = {
      'x-forwarded-for': '198.51.100.1, 203.0.113.7',
      forwarded: 'for=198.51.100.2',
      'fastly-client-ip': '198.51.100.3',
    };
    expect(firebaseClientAddress('callable', request(headers), deployed)).toBe('203.0.113.7');
    // Without X-Forwarded-For those headers still name nobody: the connection counts.
    const { 'x-forwarded-for': _dropped, ...others } = headers;
    expect(firebaseClientAddress('callable', request(others), deployed)).toBe(GOOGLE);
    expect(firebaseClientAddress('site', request(others), deployed)).toBe(GOOGLE);
  });

  it('falls back to the connection when the expected entry is missing or not an address', () => {
    expect(firebaseClientAddress('callable', request({}), deployed)).toBe(GOOGLE);
    // Behind Hosting one entry is too few: it is Hosting's, not the visitor's.
    expect(firebaseClientAddress('site', request({ 'x-forwarded-for': '192.0.2.50' }), deployed)).toBe(GOOGLE);
    expect(firebaseClientAddress('callable', request({ 'x-forwarded-for': '1.2.3.4, junk' }), deployed)).toBe(GOOGLE);
    expect(firebaseClientAddress('callable', request({}, null), deployed)).toBe(UNKNOWN_CLIENT);
    expect(firebaseClientAddress('callable', { headers: {} }, deployed)).toBe(UNKNOWN_CLIENT);
  });

  it('on the Functions emulator, where nothing appends, counts only the connection for both entry points', () => {
    const spoofed = request(
      { 'x-forwarded-for': '198.51.100.1, 198.51.100.2', 'fastly-client-ip': '198.51.100.3' },
      '127.0.0.1',
    );
    expect(firebaseClientAddress('callable', spoofed, emulated)).toBe('127.0.0.1');
    expect(firebaseClientAddress('site', spoofed, emulated)).toBe('127.0.0.1');
    expect(firebaseClientAddress('callable', request({ 'x-forwarded-for': '198.51.100.1' }, null), emulated)).toBe(
      UNKNOWN_CLIENT,
    );
  });

  it('counts any number of proxies from the right', () => {
    const xff = { 'x-forwarded-for': '198.51.100.1, 203.0.113.7, 192.0.2.1, 192.0.2.2' };
    expect(clientAddressBehind(request(xff), 3)).toBe('203.0.113.7');
    expect(clientAddressBehind(request(xff), 5)).toBe(GOOGLE);
    expect(clientAddressBehind(request(xff), 0)).toBe(GOOGLE);
  });
});
