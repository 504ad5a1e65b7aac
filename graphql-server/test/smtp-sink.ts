/**
 * A tiny SMTP server on node:net for the mail tests: it speaks just enough SMTP for nodemailer (EHLO, MAIL, RCPT,
 * DATA, RSET, NOOP, QUIT), records every message whose data it received, and answers each one as the test
 * decides: accept (250), refuse for now (451, the sender should retry), or never answer (the sender hangs
 * mid-send, e.g. until the test kills it) — at once, or when a promised answer comes (the sender waits mid-send
 * until the test lets it go on).
 */
import net from 'node:net';

export interface SinkMessage {
  from: string;
  to: string[];
  /** The raw message (headers and body) as received. */
  data: string;
  /** Its Message-ID header, e.g. "<…@lumina-rolgordijnen.be>". */
  messageId: string;
  /** As answered so far: 'hold' while a promised answer has not come. */
  answer: Answer;
}

export type Answer = 'accept' | 'refuse' | 'hold';

export interface SmtpSink {
  url: string;
  /** Every message received, in order, whatever it was answered. */
  received: SinkMessage[];
  /** The messages answered 250. */
  accepted(): SinkMessage[];
  close(): Promise<void>;
}

/** The text of a message's parts, quoted-printable soft line breaks and escapes undone, read as UTF-8 (enough to find words in it). */
export function bodyText(message: SinkMessage): string {
  const bytes = message.data.replace(/=\r\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  // The socket was read byte for byte (latin1): the parts are UTF-8.
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

export async function startSmtpSink(
  decide: (message: Omit<SinkMessage, 'answer'>, index: number) => Answer | Promise<Answer> = () => 'accept',
): Promise<SmtpSink> {
  const received: SinkMessage[] = [];
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => undefined);
    socket.setEncoding('latin1');
    const reply = (line: string) => {
      if (!socket.destroyed) socket.write(`${line}\r\n`);
    };
    const answerData = (answer: Answer) => {
      if (answer === 'accept') reply('250 2.0.0 Ok: queued');
      else if (answer === 'refuse') reply('451 4.3.0 Tijdelijk niet beschikbaar, probeer later opnieuw');
    };
    let buffer = '';
    let inData = false;
    let data: string[] = [];
    let from = '';
    let to: string[] = [];
    reply('220 sink.test ESMTP');
    socket.on('data', (chunk: string) => {
      buffer += chunk;
      let end: number;
      while ((end = buffer.indexOf('\r\n')) >= 0) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (inData) {
          if (line !== '.') {
            data.push(line.startsWith('..') ? line.slice(1) : line);
            continue;
          }
          inData = false;
          const raw = data.join('\r\n');
          const messageId = /^Message-ID:\s*(<[^>\r\n]+>)/im.exec(raw)?.[1] ?? '';
          const message = { from, to, data: raw, messageId };
          const answer = decide(message, received.length);
          if (typeof answer === 'string') {
            received.push({ ...message, answer });
            answerData(answer);
          } else {
            const entry: SinkMessage = { ...message, answer: 'hold' };
            received.push(entry);
            void answer.then((given) => {
              entry.answer = given;
              answerData(given);
            });
          }
          data = [];
          continue;
        }
        const command = line.slice(0, 4).toUpperCase();
        if (command === 'EHLO' || command === 'HELO') reply('250 sink.test');
        else if (command === 'MAIL') {
          from = /<([^>]*)>/.exec(line)?.[1] ?? '';
          to = [];
          reply('250 2.1.0 Ok');
        } else if (command === 'RCPT') {
          to.push(/<([^>]*)>/.exec(line)?.[1] ?? '');
          reply('250 2.1.5 Ok');
        } else if (command === 'DATA') {
          inData = true;
          reply('354 End data with <CR><LF>.<CR><LF>');
        } else if (command === 'QUIT') {
          reply('221 2.0.0 Bye');
          socket.end();
        } else reply('250 Ok');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address() as net.AddressInfo;
  return {
    url: `smtp://127.0.0.1:${address.port}`,
    received,
    accepted: () => received.filter((m) => m.answer === 'accept'),
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
