/** A streaming test client, shared by the streaming tests. */
import { WebSocket } from 'ws';

export interface StreamMessage {
  stream: string[];
  event: string;
  payload: string;
}

/** A WebSocket client that keeps every message and waits for the ones a test expects. */
export class StreamClient {
  readonly messages: StreamMessage[] = [];
  private waiters: (() => void)[] = [];

  private constructor(readonly socket: WebSocket) {
    socket.on('message', (data) => {
      this.messages.push(JSON.parse((data as Buffer).toString()) as StreamMessage);
      for (const wake of this.waiters.splice(0)) wake();
    });
  }

  static async open(url: string, protocols?: string): Promise<StreamClient> {
    const socket = new WebSocket(url, protocols);
    // Listening from the start: a refusal may arrive together with the handshake.
    const client = new StreamClient(socket);
    await new Promise<void>((resolve, reject) => {
      socket.once('open', () => resolve());
      socket.once('error', reject);
      socket.once('unexpected-response', (_request, response) =>
        reject(new Error(`HTTP ${String(response.statusCode)}`)),
      );
    });
    return client;
  }

  send(command: Record<string, string>): void {
    this.socket.send(JSON.stringify(command));
  }

  async waitFor(
    match: (message: StreamMessage) => boolean,
    timeoutMs = 5000,
  ): Promise<StreamMessage> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = this.messages.find(match);
      if (found) return found;
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no matching message; got ${JSON.stringify(this.messages)}`);
      await new Promise<void>((resolve) => {
        this.waiters.push(resolve);
        setTimeout(resolve, left);
      });
    }
  }

  close(): void {
    this.socket.close();
  }
}

/** Gives the server a moment to take a subscription before the test acts. */
export const settle = () => new Promise((resolve) => setTimeout(resolve, 150));
