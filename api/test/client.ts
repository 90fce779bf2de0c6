import { checkAnswer } from './openapi';

/**
 * A browser-like HTTP client for tests: keeps the session cookie between calls and sends
 * JSON the way the web app does. Every REST answer is checked against api/openapi.json.
 */
export class Client {
  cookie = '';

  constructor(readonly baseUrl: string) {}

  private remember(response: Response): void {
    const setCookie = response.headers.get('set-cookie');
    if (!setCookie) return;
    const [pair] = setCookie.split(';');
    this.cookie = /=$/.test(pair) || /Expires=Thu, 01 Jan 1970/.test(setCookie) ? '' : pair;
  }

  async rest<T = Record<string, unknown>>(method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<{ status: number; body: T; headers: Headers }> {
    const response = await fetch(`${this.baseUrl}${path}`, {
      method,
      headers: { ...(body !== undefined ? { 'content-type': 'application/json' } : {}), ...(this.cookie ? { cookie: this.cookie } : {}), ...headers },
      body: body !== undefined ? JSON.stringify(body) : undefined,
    });
    this.remember(response);
    const text = await response.text();
    const parsed = text ? JSON.parse(text) : null;
    if (path.startsWith('/api/')) checkAnswer(method, path, response.status, parsed);
    return { status: response.status, body: parsed as T, headers: response.headers };
  }

  async gql<T = Record<string, unknown>>(query: string, variables: Record<string, unknown> = {}, headers: Record<string, string> = {}): Promise<{
    status: number; data?: T | null; errors?: Array<{ message: string; extensions?: Record<string, unknown> }>; raw: string; headers: Headers;
  }> {
    const response = await fetch(`${this.baseUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(this.cookie ? { cookie: this.cookie } : {}), ...headers },
      body: JSON.stringify({ query, variables }),
    });
    this.remember(response);
    const raw = await response.text();
    return { status: response.status, raw, headers: response.headers, ...(JSON.parse(raw) as object) };
  }
}
