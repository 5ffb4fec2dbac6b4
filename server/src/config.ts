import { isIP } from 'node:net';
import { isAbsolute, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defaultMailFrom, notifyAddresses } from '@studio/core/mail/notificationMail';
import type { ContactLimit } from '@studio/core/contact/contact';
import { CONTACT_LIMIT } from '@studio/core/shared/limits';
import { DEFAULT_CONTACT_RETENTION_DAYS } from '@studio/core/enquiries/retention';
import { z } from '@studio/core/shared/zod';

export const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

/** Everything the server reads from its environment, parsed once. */
export interface ServerConfig {
  port: number;
  host: string;
  dataDir: string;
  /** The built web app (`web/dist/client`), served as the site. */
  webRoot: string;
  logLevel: string;
  /** Fastify's trustProxy: off, the number of proxies in front, or the proxies' addresses (CIDRs allowed). */
  trustProxy: false | number | string[];
  /** The public base URL: the sitemap, robots.txt and the only Origin staff writes may come from. Unset: the request's. */
  siteUrl: string | undefined;
  admin: { email: string; password: string } | undefined;
  sessionIdleMs: number;
  sessionAbsoluteMs: number;
  loginAttempts: { max: number; windowMs: number };
  contactSubmissions: ContactLimit;
  /** Contact messages older than this many days are deleted automatically. */
  contactRetentionDays: number;
  /** Staff notification e-mail for each enquiry; undefined when SMTP_URL or NOTIFY_EMAIL is unset. */
  mail: MailConfig | undefined;
  /** Why no notification e-mail is sent, for the start-up log; undefined when mail is configured. */
  mailOffReason: string | undefined;
}

export interface MailConfig {
  smtpUrl: string;
  from: string;
  to: string[];
  /** Origin of the links to the admin in the e-mail (SITE_URL). */
  siteUrl: string;
}

export class ConfigError extends Error {}

const MINUTE = 60_000;

function positiveNumber(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0) throw new ConfigError(`${name} must be a positive number, got "${raw}"`);
  return value;
}

function wholeDays(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const value = positiveNumber(env, name, fallback);
  if (!Number.isInteger(value)) throw new ConfigError(`${name} must be a whole number of days, got "${env[name]}"`);
  return value;
}

/** Names proxy-addr (Fastify's proxy check) understands for common private ranges. */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGE_NAMES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (family === 4 ? 32 : 128);
}

/**
 * Which proxies may tell us the client's address, protocol and host (X-Forwarded-*). `true` (trust anyone) is
 * refused: any client could then name its own address and escape every per-address limit.
 */
function trustProxy(raw: string | undefined): false | number | string[] {
  const value = raw?.trim() ?? '';
  if (value === '' || value === 'false' || value === '0') return false;
  if (value.toLowerCase() === 'true')
    throw new ConfigError(
      'TRUST_PROXY=true would let any client choose its own address through X-Forwarded-For and get around the ' +
        'sign-in and contact limits. Set the number of proxies in front of the server (e.g. TRUST_PROXY=1) or their ' +
        'addresses (e.g. TRUST_PROXY=127.0.0.1 or 10.0.0.0/8, comma-separated).',
    );
  if (/^\d+$/.test(value)) return Number(value);
  const entries = value.split(',').map((entry) => entry.trim());
  const wrong = entries.find((entry) => !isProxyAddress(entry));
  if (wrong !== undefined)
    throw new ConfigError(
      `TRUST_PROXY must be a number of proxies (e.g. 1) or a comma-separated list of proxy addresses or ranges ` +
        `(e.g. 127.0.0.1, 10.0.0.0/8, loopback), got "${wrong}"`,
    );
  return entries;
}

/** Whether `host` is an interface only this machine can reach. */
function isLoopbackHost(host: string): boolean {
  return host === 'localhost' || host === '::1' || /^(?:::ffff:)?127\.\d+\.\d+\.\d+$/.test(host);
}

/** The warning to log at start when other machines can reach the server and SITE_URL is unset, if any. */
export function hostHeaderWarning(config: Pick<ServerConfig, 'host' | 'siteUrl'>): string | undefined {
  if (config.siteUrl !== undefined || isLoopbackHost(config.host)) return undefined;
  return (
    `SITE_URL is not set while the server listens on ${config.host}: robots.txt, the sitemap and the staff Origin ` +
    "check take the site address from each request's Host header, which a client chooses. Set SITE_URL to the " +
    'public address, e.g. SITE_URL=https://www.example.co.uk'
  );
}

const emailAddress = z.email();

function mailConfig(env: NodeJS.ProcessEnv, siteUrl: string | undefined): Pick<ServerConfig, 'mail' | 'mailOffReason'> {
  const smtpUrl = env.SMTP_URL?.trim();
  const to = notifyAddresses(env.NOTIFY_EMAIL);
  for (const address of to) {
    if (!emailAddress.safeParse(address).success)
      throw new ConfigError(`NOTIFY_EMAIL must be e-mail addresses separated by commas, got "${address}"`);
  }
  if (!smtpUrl) return { mail: undefined, mailOffReason: 'SMTP_URL is not set' };
  let protocol: string;
  try {
    protocol = new URL(smtpUrl).protocol;
  } catch {
    protocol = '';
  }
  if (protocol !== 'smtp:' && protocol !== 'smtps:')
    throw new ConfigError('SMTP_URL must look like smtp://user:pass@mail.example.com:587 (or smtps:// for TLS)');
  if (to.length === 0) return { mail: undefined, mailOffReason: 'NOTIFY_EMAIL is not set' };
  if (!siteUrl)
    throw new ConfigError('SMTP_URL needs SITE_URL too: the notification e-mail links to the message in the admin');
  const from = env.MAIL_FROM?.trim() || defaultMailFrom(siteUrl);
  return { mail: { smtpUrl, from, to, siteUrl }, mailOffReason: undefined };
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = env.PORT?.trim() ? Number(env.PORT) : 3000;
  if (!Number.isInteger(port) || port < 0 || port > 65_535)
    throw new ConfigError(`PORT must be a port number, got "${env.PORT}"`);
  const dataDir = resolve(repoRoot, env.DATA_DIR || 'data');
  const buildDir = env.WEB_BUILD_DIR || 'dist';
  const webDir = resolve(repoRoot, 'web');
  const siteUrl = env.SITE_URL?.trim() ? env.SITE_URL.trim().replace(/\/+$/, '') : undefined;
  if (siteUrl) {
    try {
      new URL(siteUrl);
    } catch {
      throw new ConfigError(`SITE_URL must be an absolute URL such as https://www.example.com, got "${siteUrl}"`);
    }
  }
  const adminEmail = env.ADMIN_EMAIL?.trim();
  const adminPassword = env.ADMIN_PASSWORD;
  return {
    port,
    host: env.HOST || '0.0.0.0',
    dataDir,
    webRoot: resolve(isAbsolute(buildDir) ? buildDir : resolve(webDir, buildDir), 'client'),
    logLevel: env.LOG_LEVEL || 'info',
    trustProxy: trustProxy(env.TRUST_PROXY),
    siteUrl,
    admin: adminEmail && adminPassword ? { email: adminEmail, password: adminPassword } : undefined,
    sessionIdleMs: positiveNumber(env, 'SESSION_IDLE_MINUTES', 120) * MINUTE,
    sessionAbsoluteMs: positiveNumber(env, 'SESSION_ABSOLUTE_MINUTES', 12 * 60) * MINUTE,
    loginAttempts: { max: positiveNumber(env, 'LOGIN_MAX_FAILURES', 10), windowMs: 15 * MINUTE },
    contactSubmissions: {
      maxMessages: positiveNumber(env, 'CONTACT_MAX_PER_WINDOW', CONTACT_LIMIT.maxMessages),
      windowMs: CONTACT_LIMIT.windowMs,
    },
    contactRetentionDays: wholeDays(env, 'CONTACT_RETENTION_DAYS', DEFAULT_CONTACT_RETENTION_DAYS),
    ...mailConfig(env, siteUrl),
  };
}
