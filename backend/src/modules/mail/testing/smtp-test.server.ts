import { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { parseMail, ReceivedMail } from './mime';

/**
 * A real SMTP server (the `smtp-server` package) on 127.0.0.1 for tests. `refuse(true)` makes it answer
 * 421 to every MAIL FROM, as a server in trouble does; `refuse(false)` accepts again.
 */
export class SmtpTestServer {
  readonly received: ReceivedMail[] = [];
  private refusing = false;
  /** Recipients answered 550 at RCPT TO (a mailbox that does not exist: a permanent bounce). */
  readonly unknownMailboxes = new Set<string>();
  private server: SMTPServer;
  private waiters: Array<() => void> = [];
  port = 0;

  /**
   * `answerDelayMs`: the message is stored at once but the 250 answer waits this long, the window in which a sender
   * that dies cannot know the mail was accepted.
   */
  constructor(private readonly answerDelayMs = 0) {
    this.server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      // stop() closes kept-alive (pooled) client connections after this long instead of smtp-server's 30 s.
      closeTimeout: 500,
      onMailFrom: (_address, _session, cb) => {
        if (this.refusing) {
          const err = new Error('Service temporarily unavailable, try again later') as Error & { responseCode: number };
          err.responseCode = 421;
          return cb(err);
        }
        cb();
      },
      onRcptTo: (address, _session, cb) => {
        if (this.unknownMailboxes.has(address.address.toLowerCase())) {
          const err = new Error('Mailbox unavailable') as Error & { responseCode: number };
          err.responseCode = 550;
          return cb(err);
        }
        cb();
      },
      onData: (stream, session, cb) => {
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => {
          const raw = Buffer.concat(chunks).toString('utf8');
          this.received.push({ ...parseMail(raw), envelopeTo: session.envelope.rcptTo.map((r) => r.address) });
          this.waiters.splice(0).forEach((w) => w());
          if (this.answerDelayMs > 0) setTimeout(() => cb(), this.answerDelayMs);
          else cb();
        });
      },
    });
    // A client killed mid-conversation (the crash tests SIGKILL the sender) resets its connection: smtp-server reports
    // it as an 'error' event, which with no listener would be thrown into the test. A mail server keeps serving.
    this.server.on('error', () => undefined);
  }

  /** `port`: listen where a stopped server listened, as a restarted mail server does. */
  async start(port = 0): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(port, '127.0.0.1', resolve));
    this.port = (this.server.server.address() as AddressInfo).port;
    return `smtp://127.0.0.1:${this.port}`;
  }

  refuse(on: boolean): void {
    this.refusing = on;
  }

  /** Resolves once at least `count` mails have arrived (or rejects after `timeoutMs`). */
  async waitFor(count: number, timeoutMs = 5000): Promise<ReceivedMail[]> {
    const deadline = Date.now() + timeoutMs;
    while (this.received.length < count) {
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`expected ${count} mails, got ${this.received.length}`);
      await new Promise<void>((resolve) => {
        const t = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(t);
          resolve();
        });
      });
    }
    return this.received;
  }

  to(address: string): ReceivedMail[] {
    return this.received.filter((m) => m.envelopeTo.includes(address));
  }

  stop(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}
