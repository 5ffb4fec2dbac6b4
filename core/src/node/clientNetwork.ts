import { isIPv4, isIPv6 } from 'node:net';

/** The eight 16-bit groups of an IPv6 address, written out in full. */
function ipv6Groups(address: string): string[] {
  const [head = '', tail] = address.split('::') as [string, string | undefined];
  const part = (text: string) => (text === '' ? [] : text.split(':'));
  const left = part(head);
  const right = part(tail ?? '');
  // An embedded IPv4 tail (::ffff:192.0.2.1, 64:ff9b::192.0.2.1) is two groups.
  const last = right.length ? right : left;
  const dotted = last.at(-1);
  if (dotted && isIPv4(dotted)) {
    const [a, b, c, d] = dotted.split('.').map(Number) as [number, number, number, number];
    last.splice(-1, 1, ((a << 8) | b).toString(16), ((c << 8) | d).toString(16));
  }
  const missing = tail === undefined ? 0 : 8 - left.length - right.length;
  return [...left, ...Array<string>(missing).fill('0'), ...right].map((group) => group.toLowerCase().padStart(4, '0'));
}

/**
 * The key per-address limits count under: an IPv4 address as it is, an IPv6 address by its /64 network, which is
 * what one home connection or one server is given. Counting single IPv6 addresses would hand anyone with a /64 more
 * fresh addresses than there will ever be guesses. Both backends count by it: the self-hosted server's limits and the
 * Firebase contact function's counter (node:net: server-side code only).
 */
export function clientNetwork(ip: string): string {
  const address = ip.replace(/%.*$/, '');
  if (!isIPv6(address)) return address;
  const groups = ipv6Groups(address);
  if (groups.slice(0, 6).join(':') === '0000:0000:0000:0000:0000:ffff') {
    const [high, low] = [parseInt(groups[6]!, 16), parseInt(groups[7]!, 16)];
    return [high >> 8, high & 255, low >> 8, low & 255].join('.');
  }
  return `${groups.slice(0, 4).join(':')}::/64`;
}
