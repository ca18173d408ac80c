import type { FastifyRequest } from 'fastify';
import { UAParser } from 'ua-parser-js';
import { type Lang, translate } from './i18n/i18n.js';

export interface ClientInfo {
  ip: string;
  userAgent: string;
  browser: string;
  os: string;
}

export interface Agent {
  browser: string;
  os: string;
}

// User agents repeat; parsing is the costly part of a request log, so keep the last few hundred.
const parsed = new Map<string, Agent>();

const userAgentOf = (request: FastifyRequest) => String(request.headers['user-agent'] ?? '').slice(0, 500);

/** Browser and OS of the caller, parsed once per distinct user agent (the same object each time). */
export function agentOf(request: FastifyRequest, userAgent = userAgentOf(request)): Agent {
  let hit = parsed.get(userAgent);
  if (!hit) {
    const ua = new UAParser(userAgent).getResult();
    hit = {
      browser: [ua.browser.name, ua.browser.major].filter(Boolean).join(' ') || 'Unknown',
      os: [ua.os.name, ua.os.version].filter(Boolean).join(' ') || 'Unknown',
    };
    if (parsed.size > 500) parsed.clear();
    parsed.set(userAgent, hit);
  }
  return hit;
}

export function clientInfo(request: FastifyRequest): ClientInfo {
  const userAgent = userAgentOf(request);
  const agent = agentOf(request, userAgent);
  return { ip: request.ip, userAgent, browser: agent.browser, os: agent.os };
}

const PRIVATE = [
  /^127\./,
  /^10\./,
  /^192\.168\./,
  /^172\.(1[6-9]|2\d|3[01])\./,
  /^::1$/,
  /^fe80:/i,
  /^f[cd]/i,
  /^::ffff:127\./,
];

/** The place name of an address. Only private ranges are named: we ship no geo-IP database. */
export function ipPlaceName(ip: string, lang: Lang): string {
  return PRIVATE.some((re) => re.test(ip)) ? translate('ip.local', lang) : '';
}
