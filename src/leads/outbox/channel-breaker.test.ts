import { createServer } from 'node:net';
import nodemailer from 'nodemailer';
import { describe, expect, it } from 'vitest';
import { ChannelBreaker, isUnreachable } from './channel-breaker';

/** A port nothing listens on: opened, then closed. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe('the channel breaker', () => {
  it('knows an unreachable SMTP server and webhook from a refused message', async () => {
    const port = await closedPort();
    const smtp = nodemailer.createTransport({ url: `smtp://127.0.0.1:${port}` });
    const mailError = await smtp
      .sendMail({ from: 'a@example.com', to: 'b@example.com', text: 'x' })
      .catch((error: unknown) => error);
    expect(isUnreachable(mailError)).toBe(true);
    const hookError = await fetch(`http://127.0.0.1:${port}/`).catch((error: unknown) => error);
    expect(isUnreachable(hookError)).toBe(true);
    expect(isUnreachable(new Error('webhook answered 500'))).toBe(false);
    expect(isUnreachable(Object.assign(new Error('550'), { code: 'EENVELOPE' }))).toBe(false);
  });

  it('lets one message probe a channel that is away, at its retry time, and all once it is back', () => {
    const breaker = new ChannelBreaker();
    expect(breaker.allowance('email', 0)).toBe('all');
    const away = Object.assign(new Error('connect'), { code: 'ESOCKET' });
    breaker.failed('email', away, new Date(1000), 0);
    expect(breaker.allowance('email', 999)).toBe('none');
    expect(breaker.allowance('webhook', 999)).toBe('all');
    expect(breaker.allowance('email', 1000)).toBe('probe');
    breaker.failed('email', new Error('webhook answered 500'), new Date(5000), 1000);
    expect(breaker.allowance('email', 1001)).toBe('probe');
    breaker.sent('email');
    expect(breaker.allowance('email', 1001)).toBe('all');
  });
});
