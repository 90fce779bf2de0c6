import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export type FakeMode = 'good' | 'malformed' | 'error' | 'slow';

export interface FakeOpenAi {
  url: string;
  mode: FakeMode;
  /** When set, the answer to every milestones request (else two fixed milestones). */
  milestones?: Array<{ text: string; dueOn: string | null }>;
  /** Every chat completion request received, as parsed JSON. */
  requests: Array<Record<string, unknown> & { messages: Array<{ content: string }>; response_format: { json_schema: { name: string; schema: unknown } } }>;
  close(): Promise<void>;
}

const item = (n: number, prefix: string) => ({
  text: `${prefix} suggestion ${n} from the model`, headline: `${prefix} ${n}`, description: `Why ${prefix.toLowerCase()} ${n} matters.`,
});

function answerFor(fake: Pick<FakeOpenAi, 'milestones'>, schema: string, body: { messages: Array<{ content: string }> }): unknown {
  if (schema === 'motivation') return { message: 'Model says: small steps today.' };
  if (schema === 'items') return { items: Array.from({ length: 15 }, (_, i) => item(i + 1, 'Model')) };
  if (schema === 'milestones') return { milestones: fake.milestones ?? [{ text: 'Model milestone 1', dueOn: null }, { text: 'Model milestone 2', dueOn: '2000-01-01' }] };
  const areas = /these focus areas: ([^\n]+?), suggest/.exec(body.messages[1].content)?.[1].split(', ') ?? [];
  return { areas: areas.map((focusArea) => ({ focusArea, goals: Array.from({ length: 15 }, (_, i) => item(i + 1, focusArea)) })) };
}

async function readJson(req: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString('utf8'));
}

/** A small OpenAI-compatible server on loopback: the official SDK talks HTTP to it. */
export async function startFakeOpenAi(): Promise<FakeOpenAi> {
  const fake: Pick<FakeOpenAi, 'mode' | 'milestones' | 'requests'> = { mode: 'good', requests: [] };
  const server: Server = createServer(async (req, res) => {
    if (req.method !== 'POST' || !req.url?.endsWith('/chat/completions')) {
      res.writeHead(404).end();
      return;
    }
    const body = await readJson(req) as FakeOpenAi['requests'][number];
    fake.requests.push(body);
    if (fake.mode === 'error') {
      res.writeHead(500, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { message: 'boom' } }));
      return;
    }
    if (fake.mode === 'slow') {
      setTimeout(() => { if (!res.writableEnded) res.writeHead(200).end('{}'); }, 5000).unref();
      return;
    }
    const content = fake.mode === 'malformed'
      ? JSON.stringify({ items: [{ text: 42 }], message: '' })
      : JSON.stringify(answerFor(fake, body.response_format.json_schema.name, body));
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({
      id: 'chatcmpl-test', object: 'chat.completion', created: Math.floor(Date.now() / 1000), model: body.model,
      choices: [{ index: 0, finish_reason: 'stop', message: { role: 'assistant', content } }],
    }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(fake, {
    url: `http://127.0.0.1:${port}/v1`,
    close: () => new Promise<void>((resolve) => { server.closeAllConnections(); server.close(() => resolve()); }),
  });
}

/** The app's settings that point the OpenAI SDK at `model`. */
export function modelEnv(model: Pick<FakeOpenAi, 'url'>): Record<string, string> {
  return { OPENAI_API_KEY: 'sk-test', OPENAI_BASE_URL: model.url, OPENAI_MODEL: 'test-model', OPENAI_TIMEOUT_MS: '1000' };
}
