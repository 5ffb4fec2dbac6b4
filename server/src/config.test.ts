import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

const SITE = { SITE_URL: 'https://www.studio.example' };

describe('notification e-mail settings', () => {
  it('are off, with the reason, without SMTP_URL or NOTIFY_EMAIL', () => {
    expect(loadConfig({})).toMatchObject({ mail: undefined, mailOffReason: 'SMTP_URL is not set' });
    expect(loadConfig({ ...SITE, SMTP_URL: 'smtp://mail.example.com:587' })).toMatchObject({
      mail: undefined,
      mailOffReason: 'NOTIFY_EMAIL is not set',
    });
  });

  it('read the staff addresses, the SMTP server and a sender on the site domain by default', () => {
    const config = loadConfig({
      ...SITE,
      SMTP_URL: 'smtps://user:pass@mail.example.com:465',
      NOTIFY_EMAIL: ' owner@studio.example , front-desk@studio.example,',
    });
    expect(config.mail).toEqual({
      smtpUrl: 'smtps://user:pass@mail.example.com:465',
      to: ['owner@studio.example', 'front-desk@studio.example'],
      from: '"The Martial Arts Studio" <no-reply@studio.example>',
      siteUrl: 'https://www.studio.example',
    });
    expect(
      loadConfig({
        ...SITE,
        SMTP_URL: 'smtp://m.example.com',
        NOTIFY_EMAIL: 'a@b.example',
        MAIL_FROM: 'Desk <d@s.example>',
      }).mail?.from,
    ).toBe('Desk <d@s.example>');
  });

  it('refuse what cannot work, saying what to fix', () => {
    expect(() => loadConfig({ NOTIFY_EMAIL: 'owner@studio.example; other' })).toThrow(ConfigError);
    expect(() => loadConfig({ ...SITE, SMTP_URL: 'http://mail.example.com', NOTIFY_EMAIL: 'a@b.example' })).toThrow(
      /SMTP_URL must look like smtp:\/\//,
    );
    expect(() => loadConfig({ SMTP_URL: 'smtp://mail.example.com', NOTIFY_EMAIL: 'a@b.example' })).toThrow(
      /SMTP_URL needs SITE_URL/,
    );
    expect(() => loadConfig({ CONTACT_RETENTION_DAYS: '30.5' })).toThrow(/whole number of days/);
  });
});
