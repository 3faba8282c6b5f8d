import { createServer, type Server } from 'node:net';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { setDatabaseHandle, type DatabaseHandle } from '../../db/client';
import { mailOutbox } from '../../db/schema';
import { createTestDatabase } from '../../db/testing';
import { resetEnvCache } from '../../env';
import { sendMail } from '../mailer';
import { isOutboxPageEnabled } from '../outbox';
import { activationMail, registerAttemptMail, resetNoAccountMail, resetOtpMail } from '../templates';

let handle: DatabaseHandle;

beforeAll(async () => {
  handle = await createTestDatabase();
  setDatabaseHandle(handle);
});

afterAll(async () => {
  setDatabaseHandle(undefined);
  await handle.close();
});

afterEach(() => {
  delete process.env.SMTP_URL;
  delete process.env.MAIL_OUTBOX_PAGE;
  delete process.env.NEXT_PUBLIC_SITE_URL;
  (process.env as Record<string, string>).NODE_ENV = 'test';
  resetEnvCache();
});

function setEnv(values: Record<string, string>): void {
  Object.assign(process.env, values);
  resetEnvCache();
}

/** A minimal SMTP server that accepts every mail and remembers the DATA parts. */
async function fakeSmtp(): Promise<{ server: Server; port: number; received: string[] }> {
  const received: string[] = [];
  const server = createServer((socket) => {
    let inData = false;
    let data = '';
    let buffer = '';
    socket.write('220 fake ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      let index: number;
      while ((index = buffer.indexOf('\r\n')) >= 0) {
        const line = buffer.slice(0, index);
        buffer = buffer.slice(index + 2);
        if (inData) {
          if (line === '.') {
            inData = false;
            received.push(data);
            data = '';
            socket.write('250 OK queued\r\n');
          } else data += `${line}\n`;
          continue;
        }
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') socket.write('250 fake\r\n');
        else if (verb === 'DATA') {
          inData = true;
          socket.write('354 go ahead\r\n');
        } else if (verb === 'QUIT') {
          socket.end('221 bye\r\n');
        } else socket.write('250 OK\r\n');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, port: (server.address() as AddressInfo).port, received };
}

describe('templates', () => {
  it('writes Vietnamese mails with the activation link, the code and escaped names', () => {
    setEnv({ NEXT_PUBLIC_SITE_URL: 'https://vnfin.example/' });
    const activation = activationMail('a@example.vn', 'tok_en-123');
    expect(activation.text).toContain('https://vnfin.example/account/activate?token=tok_en-123');
    expect(activation.text).toContain('24 giờ');
    expect(activation.html).toContain('<a href="https://vnfin.example/account/activate?token=tok_en-123">');
    const reset = resetOtpMail('a@example.vn', 'An', '012345');
    expect(reset.text).toContain('012345');
    expect(reset.text).toContain('10 phút');
    expect(reset.text).toMatch(/^Xin chào An,/);
    const attempt = registerAttemptMail('a@example.vn', '<b>An</b>');
    expect(attempt.text).toContain('https://vnfin.example/account/login');
    expect(attempt.html).toContain('&lt;b&gt;An&lt;/b&gt;');
    const noAccount = resetNoAccountMail('b@example.vn');
    expect(noAccount.text).toMatch(/^Xin chào,/);
    expect(noAccount.text).toContain('https://vnfin.example/account/register');
    expect(noAccount.text).not.toMatch(/\d{6}/);
  });

  it('greets unproven addresses without a name (activation, reset of an unproven account)', () => {
    setEnv({ NEXT_PUBLIC_SITE_URL: 'https://vnfin.example/' });
    const activation = activationMail('a@example.vn', 'tok_en-123');
    expect(activation.text).toMatch(/^Xin chào,\n/);
    // The only link is the activation link.
    expect(activation.text.match(/https?:\/\/\S+/g)).toEqual([
      'https://vnfin.example/account/activate?token=tok_en-123',
    ]);
    expect(resetOtpMail('a@example.vn', null, '012345').text).toMatch(/^Xin chào,\n/);
  });
});

describe('sendMail', () => {
  it('only stores the mail without SMTP_URL', async () => {
    const queued = await sendMail(handle.db, {
      to: 'x@example.vn',
      subject: 'S',
      text: 'T',
      html: '<p>T</p>',
    });
    await queued.delivery;
    const [row] = await handle.db.select().from(mailOutbox).where(eq(mailOutbox.id, queued.id));
    expect(row).toMatchObject({ toAddress: 'x@example.vn', subject: 'S', sentAt: null, error: null });
  });

  it('sends over SMTP and records sent_at', async () => {
    const smtp = await fakeSmtp();
    try {
      setEnv({ SMTP_URL: `smtp://127.0.0.1:${String(smtp.port)}` });
      const queued = await sendMail(handle.db, {
        to: 'y@example.vn',
        subject: 'Xin chào',
        text: 'Nội dung',
        html: '<p>Nội dung</p>',
        unsubscribeUrl: 'https://vnfin.example/api/notifications/unsubscribe?token=abc',
      });
      await queued.delivery;
      const [row] = await handle.db.select().from(mailOutbox).where(eq(mailOutbox.id, queued.id));
      expect(row?.sentAt).toBeInstanceOf(Date);
      expect(row?.error).toBeNull();
      expect(smtp.received).toHaveLength(1);
      expect(smtp.received[0]).toContain('y@example.vn');
      expect(smtp.received[0]).toMatch(
        /List-Unsubscribe:\s+<https:\/\/vnfin\.example\/api\/notifications\/unsubscribe\?token=abc>/,
      );
      expect(smtp.received[0]).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    } finally {
      await new Promise((resolve) => smtp.server.close(resolve));
    }
  });

  it('records a secret-free reason when SMTP fails', async () => {
    const closed = await fakeSmtp();
    const port = closed.port;
    await new Promise((resolve) => closed.server.close(resolve));
    setEnv({ SMTP_URL: `smtp://127.0.0.1:${String(port)}` });
    const queued = await sendMail(handle.db, {
      to: 'z@example.vn',
      subject: 'S',
      text: 'secret body',
      html: 'h',
    });
    await queued.delivery;
    const [row] = await handle.db.select().from(mailOutbox).where(eq(mailOutbox.id, queued.id));
    expect(row?.sentAt).toBeNull();
    expect(row?.error).toMatch(/^[A-Z_]+/);
    expect(row?.error).not.toContain('secret');
  });
});

describe('isOutboxPageEnabled', () => {
  it('is on in development without SMTP, off with SMTP, and in production only when asked', () => {
    expect(isOutboxPageEnabled()).toBe(true);
    setEnv({ SMTP_URL: 'smtp://mail.example.vn' });
    expect(isOutboxPageEnabled()).toBe(false);
    delete process.env.SMTP_URL;
    setEnv({ NODE_ENV: 'production' });
    expect(isOutboxPageEnabled()).toBe(false);
    setEnv({ MAIL_OUTBOX_PAGE: 'on' });
    expect(isOutboxPageEnabled()).toBe(true);
  });
});
