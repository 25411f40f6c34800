// The clients of the several-servers run: readers and writers, each a loop of one request at a time over
// its own keep-alive connection, every request ended by a timeout, every outcome recorded with its time.
import { Agent, request } from 'node:http';

export interface Outcome {
  kind: 'read' | 'write';
  /** Date.now() when the request was sent and when it ended. */
  startedAt: number;
  at: number;
  ms: number;
  /** HTTP status, or 0 when the connection failed or timed out. */
  status: number;
  error?: string;
  timedOut: boolean;
}

export interface Write {
  marker: string;
  /** The invoice id the 200 answered; null when the write got no acknowledgement. */
  ackedId: number | null;
}

interface Answer {
  status: number;
  body: string;
}

export class LoadClient {
  readonly outcomes: Outcome[] = [];
  readonly writes: Write[] = [];
  private running = true;

  constructor(
    private readonly port: number,
    private readonly cookie: string,
    private readonly timeoutMs: number,
  ) {}

  stop() {
    this.running = false;
  }

  private call(agent: Agent, method: string, path: string, body?: unknown): Promise<Answer> {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    return new Promise((done, fail) => {
      const req = request(
        {
          host: '127.0.0.1',
          port: this.port,
          method,
          path,
          agent,
          timeout: this.timeoutMs,
          headers: {
            cookie: this.cookie,
            ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
          },
        },
        (res) => {
          let text = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => {
            text += chunk;
          });
          res.on('end', () => done({ status: res.statusCode ?? 0, body: text }));
          res.on('error', fail);
        },
      );
      req.on('timeout', () => req.destroy(new Error('timeout')));
      req.on('error', fail);
      req.end(payload);
    });
  }

  /** Runs `send` once, recording its outcome; answers the response, or null when it failed. */
  private async timed(kind: Outcome['kind'], send: () => Promise<Answer>): Promise<Answer | null> {
    const start = Date.now();
    try {
      const answer = await send();
      this.outcomes.push({
        kind,
        startedAt: start,
        at: Date.now(),
        ms: Date.now() - start,
        status: answer.status,
        timedOut: false,
      });
      return answer;
    } catch (err) {
      const error = (err as NodeJS.ErrnoException).code ?? (err as Error).message;
      this.outcomes.push({
        kind,
        startedAt: start,
        at: Date.now(),
        ms: Date.now() - start,
        status: 0,
        error,
        timedOut: error === 'timeout',
      });
      return null;
    }
  }

  /** A reader: signed-in reads, one after the other, until stopped. */
  async reader(paths: string[]) {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    for (let i = 0; this.running; i++)
      await this.timed('read', () => this.call(agent, 'GET', paths[i % paths.length]!));
    agent.destroy();
  }

  /**
   * A writer: Add Fee (POST api/invoice/fee, a new invoice) until stopped, each with a marker in its note
   * so a write that got no answer can still be looked for afterwards.
   */
  async writer(name: string, fee: Record<string, unknown>) {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    for (let n = 0; this.running; n++) {
      const marker = `multi-server ${name} #${n}`;
      const answer = await this.timed('write', () =>
        this.call(agent, 'POST', '/api/invoice/fee', { ...fee, invoiceNote: marker }),
      );
      const id = answer?.status === 200 ? (JSON.parse(answer.body) as { id: number }).id : null;
      this.writes.push({ marker, ackedId: id });
    }
    agent.destroy();
  }
}
