import { connect, type Socket } from 'node:net';

const HEAD_END = Buffer.from('\r\n\r\n');

/**
 * One keep-alive HTTP/1.1 connection that sends prepared request bytes and reads each answer only as far as the
 * benchmark needs: the status code and `Content-Length` bytes of body. As wrk and autocannon do, so the load
 * generator costs little of the machine it shares with the server.
 */
export class KeepAliveConnection {
  readonly #socket: Socket;
  #buffered: Buffer = Buffer.alloc(0);
  /** The bytes of the answer being read (head and body), once its head is in; -1 before. */
  #answerLength = -1;
  #status = 0;
  #waiting: ((status: number) => void) | undefined;
  #failed: ((error: Error) => void) | undefined;

  private constructor(socket: Socket) {
    this.#socket = socket;
    socket.setNoDelay(true);
    socket.on('data', (chunk: Buffer) => this.#read(chunk));
    socket.on('error', (error) => this.#failed?.(error));
    socket.on('close', () => this.#failed?.(new Error('the server closed the connection')));
  }

  static open(port: number, host = '127.0.0.1'): Promise<KeepAliveConnection> {
    return new Promise((resolve, reject) => {
      const socket = connect(port, host, () => resolve(new KeepAliveConnection(socket)));
      socket.once('error', reject);
    });
  }

  /** Sends one request and answers its status code when the whole answer has arrived. */
  send(request: Buffer): Promise<number> {
    return new Promise((resolve, reject) => {
      this.#waiting = resolve;
      this.#failed = reject;
      this.#socket.write(request);
    });
  }

  close(): void {
    this.#failed = undefined;
    this.#socket.destroy();
  }

  #read(chunk: Buffer): void {
    this.#buffered = this.#buffered.length === 0 ? chunk : Buffer.concat([this.#buffered, chunk]);
    if (this.#answerLength < 0) {
      const headEnd = this.#buffered.indexOf(HEAD_END);
      if (headEnd < 0) return;
      const head = this.#buffered.toString('latin1', 0, headEnd);
      const length = /\r\ncontent-length:\s*(\d+)/i.exec(head);
      if (!length) throw new Error(`the answer has no Content-Length: ${head.split('\r\n', 1)[0]}`);
      this.#status = Number(head.slice(9, 12));
      this.#answerLength = headEnd + HEAD_END.length + Number(length[1]);
    }
    if (this.#buffered.length < this.#answerLength) return;
    if (this.#buffered.length > this.#answerLength) throw new Error('the server answered more than was asked');
    this.#buffered = Buffer.alloc(0);
    this.#answerLength = -1;
    const done = this.#waiting!;
    this.#waiting = undefined;
    this.#failed = undefined;
    done(this.#status);
  }
}

/** The bytes of an HTTP/1.1 request, prepared once and sent as they are. */
export function requestBytes(call: {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string;
}): Buffer {
  const body = Buffer.from(call.body ?? '');
  const headers: Record<string, string> = { host: '127.0.0.1', connection: 'keep-alive', ...call.headers };
  if (call.body !== undefined) headers['content-length'] = String(body.length);
  const head = `${call.method} ${call.path} HTTP/1.1\r\n${Object.entries(headers)
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('')}\r\n`;
  return Buffer.concat([Buffer.from(head), body]);
}
