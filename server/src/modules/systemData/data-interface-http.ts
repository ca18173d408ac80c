import dns from 'node:dns/promises';
import http from 'node:http';
import https from 'node:https';
import { BlockList, isIP } from 'node:net';
import { AppError, badRequest } from '../../platform/errors.js';
import type { BoundValue } from './data-interface-sql-text.js';

/**
 * Calls an HTTP API interface. Only http/https; the host must be on the configured allow-list
 * (DATA_INTERFACE_HOSTS); link-local addresses and cloud metadata endpoints are refused whatever the
 * list says. The name is resolved first and every address checked; the connection then goes to the
 * checked address (a custom lookup), so a second DNS answer cannot point it elsewhere (rebinding).
 * The answer is read as a stream and dropped past the size cap; the whole call has one deadline.
 */

export interface HttpPolicy {
  /** host names ("api.example.com", "*.example.com"), addresses and CIDR ranges */
  hosts: string[];
  timeoutMs: number;
  maxBytes: number;
}

const METADATA_NAMES = new Set([
  'metadata',
  'metadata.google.internal',
  'metadata.goog',
  'instance-data',
  'instance-data.ec2.internal',
  'metadata.azure.internal',
]);

const FORBIDDEN = new BlockList();
FORBIDDEN.addSubnet('169.254.0.0', 16, 'ipv4'); // link-local, AWS/GCP/Azure metadata
FORBIDDEN.addSubnet('fe80::', 10, 'ipv6'); // link-local
FORBIDDEN.addAddress('100.100.100.200', 'ipv4'); // Alibaba Cloud metadata
FORBIDDEN.addAddress('fd00:ec2::254', 'ipv6'); // AWS metadata over IPv6
FORBIDDEN.addSubnet('0.0.0.0', 8, 'ipv4'); // "this network": reaches the local host on Linux

/** An IPv4 address written as IPv6 (::ffff:169.254.169.254) is judged as the IPv4 address it is. */
function plainIp(ip: string): string {
  return /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip)?.[1] ?? ip;
}

const familyOf = (ip: string) => (isIP(ip) === 6 ? 'ipv6' : 'ipv4');

export function isForbiddenAddress(ip: string): boolean {
  const address = plainIp(ip);
  return FORBIDDEN.check(address, familyOf(address));
}

interface AllowList {
  names: string[];
  suffixes: string[];
  ips: BlockList;
}

/** The allow-list entries: names, `*.` suffixes, addresses and CIDR ranges (unknown shapes are ignored). */
export function allowListOf(entries: string[]): AllowList {
  const list: AllowList = { names: [], suffixes: [], ips: new BlockList() };
  for (const raw of entries) {
    const entry = raw
      .trim()
      .toLowerCase()
      .replace(/^\[|\]$/g, '');
    if (!entry) continue;
    const [address, prefix] = entry.split('/');
    if (isIP(address)) {
      const family = familyOf(address);
      if (prefix === undefined) list.ips.addAddress(address, family);
      else if (/^\d{1,3}$/.test(prefix)) list.ips.addSubnet(address, Number(prefix), family);
    } else if (entry.startsWith('*.')) list.suffixes.push(entry.slice(1));
    else list.names.push(entry);
  }
  return list;
}

const nameAllowed = (list: AllowList, host: string) =>
  list.names.includes(host) || list.suffixes.some((s) => host.endsWith(s));

const ipAllowed = (list: AllowList, ip: string) => {
  const address = plainIp(ip);
  return list.ips.check(address, familyOf(address));
};

/** The addresses a call may connect to; a refusal naming the host otherwise. */
export async function checkedAddresses(host: string, policy: HttpPolicy): Promise<string[]> {
  const name = host
    .toLowerCase()
    .replace(/^\[|\]$/g, '')
    .replace(/\.$/, '');
  if (METADATA_NAMES.has(name)) throw badRequest('dataInterface.hostForbidden', { host: name });
  const list = allowListOf(policy.hosts);
  let addresses: string[];
  if (isIP(name)) addresses = [name];
  else {
    try {
      addresses = (await dns.lookup(name, { all: true, verbatim: true })).map((a) => a.address);
    } catch {
      throw badRequest('dataInterface.hostUnresolved', { host: name });
    }
    if (addresses.length === 0) throw badRequest('dataInterface.hostUnresolved', { host: name });
  }
  if (addresses.some(isForbiddenAddress)) throw badRequest('dataInterface.hostForbidden', { host: name });
  const allowed = (!isIP(name) && nameAllowed(list, name)) || addresses.every((a) => ipAllowed(list, a));
  if (!allowed) throw badRequest('dataInterface.hostNotAllowed', { host: name });
  return addresses;
}

/** `http(s)://…` or a refusal. */
export function checkedUrl(text: string): URL {
  let url: URL;
  try {
    url = new URL(text.trim());
  } catch {
    throw badRequest('dataInterface.urlInvalid');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw badRequest('dataInterface.urlInvalid');
  if (url.username || url.password) throw badRequest('dataInterface.urlInvalid');
  return url;
}

const sizeText = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.round(bytes / 1024)} KB`;

/** An answer of exactly {code, msg, data} (the product's own envelope) is unwrapped to data. */
export function unwrapEnvelope(value: unknown): unknown {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return value;
  const keys = Object.keys(value).sort();
  if (keys.length === 3 && keys[0] === 'code' && keys[1] === 'data' && keys[2] === 'msg')
    return (value as { data: unknown }).data;
  return value;
}

/** GET sends the parameters as the query string, POST as a JSON body; answers the parsed JSON. */
export async function callHttpInterface(
  urlText: string,
  method: 'GET' | 'POST',
  params: Record<string, BoundValue>,
  policy: HttpPolicy,
): Promise<unknown> {
  const url = checkedUrl(urlText);
  const present = Object.entries(params).filter(([, v]) => v !== null && v !== undefined);
  if (method === 'GET') for (const [k, v] of present) url.searchParams.set(k, String(v));
  const body = method === 'POST' ? JSON.stringify(Object.fromEntries(present)) : null;
  const addresses = await checkedAddresses(url.hostname, policy);
  const address = addresses[0];
  const family = isIP(address);
  const client = url.protocol === 'https:' ? https : http;

  const text = await new Promise<string>((resolve, reject) => {
    let settled = false;
    const fail = (error: Error) => {
      if (settled) return;
      settled = true;
      clearTimeout(deadline);
      request.destroy();
      reject(error);
    };
    const request = client.request(
      url,
      {
        method,
        headers: {
          accept: 'application/json',
          ...(body === null
            ? {}
            : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) }),
        },
        // Connect to the address checked above, never to a fresh DNS answer.
        lookup: ((_host: string, options: { all?: boolean }, callback: (...args: unknown[]) => void) => {
          if (options?.all) callback(null, [{ address, family }]);
          else callback(null, address, family);
        }) as never,
      },
      (response) => {
        const status = response.statusCode ?? 0;
        if (status < 200 || status >= 300) {
          response.resume();
          fail(badRequest('dataInterface.httpStatus', { status }));
          return;
        }
        const chunks: Buffer[] = [];
        let size = 0;
        response.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > policy.maxBytes) {
            fail(badRequest('dataInterface.httpTooLarge', { size: sizeText(policy.maxBytes) }));
            return;
          }
          chunks.push(chunk);
        });
        response.on('end', () => {
          if (settled) return;
          settled = true;
          clearTimeout(deadline);
          resolve(Buffer.concat(chunks).toString('utf8'));
        });
        response.on('error', (error) => fail(error));
      },
    );
    const deadline = setTimeout(
      () =>
        fail(badRequest('dataInterface.httpTimeout', { seconds: Math.round(policy.timeoutMs / 100) / 10 })),
      policy.timeoutMs,
    );
    request.on('error', (error) => fail(error));
    if (body !== null) request.write(body);
    request.end();
  }).catch((error: unknown) => {
    if (error instanceof AppError) throw error;
    throw badRequest('dataInterface.httpFailed', {
      error: error instanceof Error ? error.message : String(error),
    });
  });

  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw badRequest('dataInterface.httpNotJson');
  }
  return unwrapEnvelope(parsed);
}
