import { BlockList, isIP } from 'node:net';

/** The entries of a whitelist text: one address or CIDR range a line (commas and semicolons also separate). */
export function ipListEntries(text: string): string[] {
  return text
    .split(/[\r\n,;]+/)
    .map((line) => line.trim())
    .filter(Boolean);
}

/** The entries that are neither an IPv4/IPv6 address nor a CIDR range. */
export function badIpEntries(text: string): string[] {
  return ipListEntries(text).filter((entry) => !toRule(entry));
}

function toRule(entry: string): { address: string; prefix: number | null; family: 'ipv4' | 'ipv6' } | null {
  const [address = '', prefixText, extra] = entry.split('/');
  if (extra !== undefined) return null;
  const version = isIP(address);
  if (!version) return null;
  const family = version === 4 ? 'ipv4' : 'ipv6';
  if (prefixText === undefined) return { address, prefix: null, family };
  if (!/^\d{1,3}$/.test(prefixText)) return null;
  const prefix = Number(prefixText);
  if (prefix > (version === 4 ? 32 : 128)) return null;
  return { address, prefix, family };
}

/** An IPv4 address written as IPv6 (::ffff:10.0.0.1) is matched as the IPv4 address it is. */
function plain(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  return mapped?.[1] ?? ip;
}

/** True when the address is one of the whitelist's entries or falls in one of its ranges. */
export function ipAllowed(text: string, ip: string): boolean {
  const list = new BlockList();
  for (const entry of ipListEntries(text)) {
    const rule = toRule(entry);
    if (!rule) continue;
    if (rule.prefix === null) list.addAddress(plain(rule.address), rule.family);
    else list.addSubnet(rule.address, rule.prefix, rule.family);
  }
  const address = plain(ip);
  const version = isIP(address);
  if (!version) return false;
  return list.check(address, version === 4 ? 'ipv4' : 'ipv6');
}
