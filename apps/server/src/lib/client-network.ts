import net from 'node:net';

/** IPv6 groups of an address ('::' filled in; an IPv4 tail counts as two groups). */
function ipv6Groups(address: string): string[] {
  const [head = '', tail] = address.split('::');
  const parts = (text: string) => (text ? text.split(':') : []);
  const width = (groups: string[]) => groups.reduce((n, group) => n + (group.includes('.') ? 2 : 1), 0);
  if (tail === undefined) return parts(head);
  const missing = 8 - width(parts(head)) - width(parts(tail));
  return [...parts(head), ...Array<string>(Math.max(0, missing)).fill('0'), ...parts(tail)];
}

/**
 * The client a per-client limit counts: an IPv4 address as it is (also when IPv4-mapped), an IPv6 address by
 * its /64, since one subscriber usually holds a whole /64 and could otherwise take a new address per request.
 */
export function clientNetwork(ip: string): string {
  const address = ip.split('%')[0] ?? ip;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped?.[1]) return mapped[1];
  if (net.isIPv6(address)) {
    const prefix = ipv6Groups(address)
      .slice(0, 4)
      .map((group) => parseInt(group, 16).toString(16));
    return `${prefix.join(':')}::/64`;
  }
  return address;
}
