import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_LOCKED_SUBJECT,
  accountLockedEmail,
  ADMIN_NEW_USER_SUBJECT_PREFIX,
  adminNewUserEmail,
  CONFIRMATION_SUBJECT,
  confirmationEmail,
  MAGIC_LINK_SUBJECT,
  magicLinkEmail,
  RECOVERY_SUBJECT,
  recoveryEmail,
  SIGN_IN_BLOCKED_SUBJECT,
  signInBlockedEmail,
} from './templates';
import { accountDeletedEmail } from './privacy-templates';
import { securityNoticeEmail } from './security-templates';
import { linksIn } from './transports';
import { continueRequestEmail } from './trial-templates';

const url = 'https://mctrading.test/api/auth/verify?token=a1&callbackURL=/painel';
const hrefOf = (u: string) => `href="${u.replace(/&/g, '&amp;')}"`;

describe('templates', () => {
  it.each([
    [
      'confirmation',
      confirmationEmail({ to: 'a@x.test', name: 'Ana', url }),
      CONFIRMATION_SUBJECT,
      '24 horas',
    ],
    ['magic-link', magicLinkEmail({ to: 'a@x.test', url }), MAGIC_LINK_SUBJECT, '15 minutos'],
    ['recovery', recoveryEmail({ to: 'a@x.test', name: 'Ana', url }), RECOVERY_SUBJECT, '1 hora'],
  ])(
    '%s: Portuguese subject, the link in HTML and text, and how long it lasts',
    (kind, mail, subject, valid) => {
      expect(mail).toMatchObject({ kind, to: 'a@x.test', subject });
      expect(mail.html).toContain('<html lang="pt-BR">');
      expect(mail.html).toContain(hrefOf(url));
      expect(linksIn(mail.text)).toEqual([url]);
      expect(mail.text).toContain(`vale por ${valid}`);
      expect(mail.html).toContain(`vale por ${valid}`);
    },
  );

  it('greets by name, or without one', () => {
    expect(confirmationEmail({ to: 'a@x.test', name: 'Ana', url }).text).toContain('Olá, Ana!');
    expect(recoveryEmail({ to: 'a@x.test', name: '  ', url }).text).toContain('Olá!\n');
  });

  it('escapes every interpolated value in the HTML', () => {
    const evil = '<script>alert("x")</script> & \'co\'';
    const evilUrl = 'https://mctrading.test/x?a=1&b="><img src=x onerror=alert(1)>';
    const mails = [
      confirmationEmail({ to: 'a@x.test', name: evil, url: evilUrl }),
      recoveryEmail({ to: 'a@x.test', name: evil, url: evilUrl }),
      magicLinkEmail({ to: 'a@x.test', url: evilUrl }),
      accountLockedEmail({ to: 'a@x.test', name: evil, until: new Date(), appUrl: evilUrl }),
      signInBlockedEmail({ to: 'a@x.test', name: evil, until: new Date(), address: evil, appUrl: evilUrl }),
      adminNewUserEmail({
        to: 'admin@x.test',
        appUrl: 'https://mctrading.test',
        user: { user_id: evil, display_name: evil, full_name: evil, email: evil, created_at: evil },
      }),
    ];
    for (const mail of mails) {
      expect(mail.html).not.toContain('<script>');
      expect(mail.html).not.toContain('<img');
    }
    expect(mails[0]?.html).toContain(
      'Olá, &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;co&#39;!',
    );
    expect(mails[0]?.html).toContain('href="https://mctrading.test/x?a=1&amp;b=&quot;&gt;&lt;img src=x');
  });

  it('keeps a line break in a name out of the subject header', () => {
    const mail = adminNewUserEmail({
      to: 'admin@x.test',
      appUrl: 'https://mctrading.test',
      user: {
        user_id: 'u1',
        display_name: 'Eve\r\nBcc: all@x.test',
        email: 'e@x.test',
        created_at: new Date(),
      },
    });
    expect(mail.subject).toBe(`${ADMIN_NEW_USER_SUBJECT_PREFIX}Eve Bcc: all@x.test`);
  });

  it('admin notice: names the new user, links to /admin, dates in Brasília time', () => {
    const mail = adminNewUserEmail({
      to: 'admin@x.test',
      appUrl: 'https://mctrading.test/',
      user: {
        user_id: 'user-123',
        display_name: 'Joãozinho',
        full_name: 'João da Silva',
        email: 'joao@x.test',
        created_at: '2026-03-10T15:30:00Z',
      },
    });
    expect(mail.kind).toBe('admin-new-user');
    expect(mail.subject).toBe('Novo cadastro no MCTrading: Joãozinho');
    expect(linksIn(mail.text)).toEqual(['https://mctrading.test/admin']);
    expect(mail.html).toContain(hrefOf('https://mctrading.test/admin'));
    for (const value of ['João da Silva', 'joao@x.test', 'user-123', '10/03/2026, 12:30']) {
      expect(mail.text).toContain(value);
      expect(mail.html).toContain(value);
    }
  });

  it('admin notice falls back to the full name, then the email, for the subject', () => {
    const user = { user_id: 'u', email: 'z@x.test', created_at: new Date() };
    const base = { to: 'admin@x.test', appUrl: 'https://m.test' };
    expect(adminNewUserEmail({ ...base, user: { ...user, full_name: 'Zé Souza' } }).subject).toBe(
      `${ADMIN_NEW_USER_SUBJECT_PREFIX}Zé Souza`,
    );
    expect(adminNewUserEmail({ ...base, user }).subject).toBe(`${ADMIN_NEW_USER_SUBJECT_PREFIX}z@x.test`);
  });

  it('account locked: says until when (Brasília time), how to get in at once, and links to that option', () => {
    const mail = accountLockedEmail({
      to: 'ana@x.test',
      name: 'Ana Lima',
      until: new Date('2026-03-10T15:30:00Z'),
      appUrl: 'https://mctrading.test/',
    });
    expect(mail).toMatchObject({ kind: 'account-locked', to: 'ana@x.test', subject: ACCOUNT_LOCKED_SUBJECT });
    expect(linksIn(mail.text)).toEqual(['https://mctrading.test/auth?entrar=link']);
    expect(mail.html).toContain(hrefOf('https://mctrading.test/auth?entrar=link'));
    for (const value of [
      'Olá, Ana Lima!',
      'bloqueado até 10/03/2026, 12:30 (horário de Brasília)',
      'Para entrar agora mesmo, sem senha',
      '"enviar link por email"',
    ]) {
      expect(mail.text).toContain(value);
      expect(mail.html).toContain(value.replace(/"/g, '&quot;'));
    }
  });

  it('address blocked: names the address, says other places still work and how to get in at once', () => {
    const mail = signInBlockedEmail({
      to: 'ana@x.test',
      name: 'Ana Lima',
      until: new Date('2026-03-10T15:30:00Z'),
      address: '203.0.113.7',
      appUrl: 'https://mctrading.test',
    });
    expect(mail).toMatchObject({
      kind: 'sign-in-blocked',
      to: 'ana@x.test',
      subject: SIGN_IN_BLOCKED_SUBJECT,
    });
    expect(linksIn(mail.text)).toEqual(['https://mctrading.test/auth?entrar=link']);
    for (const value of [
      'Olá, Ana Lima!',
      'a partir de um mesmo endereço de internet (203.0.113.7)',
      'bloqueado até 10/03/2026, 12:30 (horário de Brasília)',
      'De outros lugares, o login com senha continua funcionando.',
      '"enviar link por email"',
    ]) {
      expect(mail.text).toContain(value);
      expect(mail.html).toContain(value.replace(/"/g, '&quot;'));
    }
    // Without a known address, no empty parentheses.
    const unknown = signInBlockedEmail({
      to: 'a@x.test',
      until: new Date(),
      appUrl: 'https://mctrading.test',
    });
    expect(unknown.text).toContain('a partir de um mesmo endereço de internet. Para protegê-la');
  });

  it("dates in the recipient's zone when it is known: other cities by name, the default zone otherwise", () => {
    const at = new Date('2026-03-10T03:30:00Z');
    const base = { to: 'ana@x.test', name: 'Ana', until: at, appUrl: 'https://mctrading.test' };
    // New York is on daylight time from 8 March 2026 (UTC−4); Brasília is UTC−3; Tokyo UTC+9.
    expect(accountLockedEmail({ ...base, timeZone: 'America/New_York' }).text).toContain(
      'bloqueado até 09/03/2026, 23:30 (horário de Nova York)',
    );
    expect(signInBlockedEmail({ ...base, timeZone: 'Europe/Lisbon' }).text).toContain(
      'bloqueado até 10/03/2026, 03:30 (horário de Lisboa)',
    );
    expect(accountLockedEmail({ ...base, timeZone: 'Asia/Tokyo' }).text).toContain(
      'bloqueado até 10/03/2026, 12:30 (fuso Asia/Tokyo)',
    );
    expect(accountLockedEmail(base).text).toContain('bloqueado até 10/03/2026, 00:30 (horário de Brasília)');
    const security = securityNoticeEmail({ ...base, change: 'password-changed', at, timeZone: 'UTC' });
    expect(security.text).toContain('10/03/2026, 03:30 (UTC)');
    expect(accountDeletedEmail({ ...base, at, timeZone: 'America/New_York' }).text).toContain(
      '09/03/2026, 23:30 (horário de Nova York)',
    );
    const admin = adminNewUserEmail({
      to: 'admin@x.test',
      appUrl: 'https://mctrading.test',
      user: { user_id: 'u', email: 'z@x.test', created_at: at },
      timeZone: 'America/New_York',
    });
    expect(admin.text).toContain('09/03/2026, 23:30');
    const trader = { name: 'Zé', email: 'z@x.test', whatsapp: null, school: null, trialEndedAt: at };
    const request = (timeZone?: string) =>
      continueRequestEmail({
        to: 'admin@x.test',
        appUrl: 'https://m.test',
        audience: 'admin',
        trader,
        timeZone,
      });
    expect(request('America/New_York').text).toContain('09/03/2026');
    expect(request().text).toContain('10/03/2026');
  });
});
