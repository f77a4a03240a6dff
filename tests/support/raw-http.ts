/**
 * HTTP/1.1 over a raw TCP socket, for attacks `fetch` cannot express: chunked bodies of any
 * size, several requests on one kept-alive connection, malformed Host headers.
 */
import { connect, type Socket } from "node:net";

export type RawResponse = { status: number; headers: Record<string, string>; body: string };

export class RawConnection {
  private buffer = Buffer.alloc(0);
  private waiters: (() => void)[] = [];
  closed = false;
  readonly done: Promise<void>;

  private constructor(readonly socket: Socket) {
    socket.on("data", (d: Buffer) => {
      this.buffer = Buffer.concat([this.buffer, d]);
      this.wake();
    });
    // Writes after the server closed fail with EPIPE/ECONNRESET: that is an outcome, not a crash.
    socket.on("error", () => {});
    this.done = new Promise((resolve) =>
      socket.on("close", () => {
        this.closed = true;
        this.wake();
        resolve();
      }),
    );
  }

  static open(url: string): Promise<RawConnection> {
    const { hostname, port } = new URL(url);
    return new Promise((resolve, reject) => {
      const socket = connect(Number(port), hostname, () => resolve(new RawConnection(socket)));
      socket.once("error", reject);
    });
  }

  private wake() {
    for (const w of this.waiters.splice(0)) w();
  }

  private wait() {
    return new Promise<void>((resolve) => this.waiters.push(resolve));
  }

  /** Writes, resolving when the data is flushed (or false once the socket is gone). */
  write(data: string | Buffer): Promise<boolean> {
    if (this.closed || this.socket.destroyed) return Promise.resolve(false);
    return new Promise((resolve) => this.socket.write(data, (err) => resolve(!err)));
  }

  /** The next whole response on the connection, or null if the server closed it first. */
  async readResponse(): Promise<RawResponse | null> {
    for (;;) {
      const parsed = this.tryParse();
      if (parsed) return parsed;
      if (this.closed) return null;
      await this.wait();
    }
  }

  private tryParse(): RawResponse | null {
    const end = this.buffer.indexOf("\r\n\r\n");
    if (end < 0) return null;
    const head = this.buffer.subarray(0, end).toString("latin1").split("\r\n");
    const status = Number(head[0]!.split(" ")[1]);
    const headers: Record<string, string> = {};
    for (const line of head.slice(1)) {
      const i = line.indexOf(":");
      headers[line.slice(0, i).trim().toLowerCase()] = line.slice(i + 1).trim();
    }
    let rest = this.buffer.subarray(end + 4);
    let body: Buffer;
    if (headers["transfer-encoding"]?.includes("chunked")) {
      const parts: Buffer[] = [];
      let offset = 0;
      for (;;) {
        const lineEnd = rest.indexOf("\r\n", offset);
        if (lineEnd < 0) return null;
        const size = parseInt(rest.subarray(offset, lineEnd).toString(), 16);
        if (rest.length < lineEnd + 2 + size + 2) return null;
        if (size === 0) {
          offset = lineEnd + 4;
          break;
        }
        parts.push(rest.subarray(lineEnd + 2, lineEnd + 2 + size));
        offset = lineEnd + 2 + size + 2;
      }
      body = Buffer.concat(parts);
      rest = rest.subarray(offset);
    } else if (headers["content-length"] !== undefined) {
      const length = Number(headers["content-length"]);
      if (rest.length < length) return null;
      body = rest.subarray(0, length);
      rest = rest.subarray(length);
    } else {
      // Neither: the body runs to the end of the connection.
      if (!this.closed) return null;
      body = rest;
      rest = Buffer.alloc(0);
    }
    this.buffer = rest;
    return { status, headers, body: body.toString("utf8") };
  }

  close() {
    this.socket.destroy();
  }
}

/** A chunk in HTTP/1.1 chunked encoding. */
export function chunk(data: string | Buffer) {
  const buf = typeof data === "string" ? Buffer.from(data) : data;
  return Buffer.concat([Buffer.from(`${buf.length.toString(16)}\r\n`), buf, Buffer.from("\r\n")]);
}

export const LAST_CHUNK = "0\r\n\r\n";

/** Sends one raw request (head and optional body) and reads one response. */
export async function rawRequest(url: string, head: string, body?: string | Buffer): Promise<RawResponse | null> {
  const conn = await RawConnection.open(url);
  try {
    await conn.write(head);
    if (body) await conn.write(body);
    return await conn.readResponse();
  } finally {
    conn.close();
  }
}
