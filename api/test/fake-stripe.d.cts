export interface FakeSession {
  id: string; customer: string; client_reference_id: string; status: string; payment_status: string;
  subscription: string | null; success_url: string; url: string; mode: string;
}
export interface FakeStripe {
  url: string;
  state: {
    customers: Map<string, { id: string; email: string }>;
    sessions: Map<string, FakeSession>;
    canceled: string[];
    requests: Array<{ method: string; path: string; body: Record<string, unknown> }>;
  };
  pay(sessionId: string): FakeSession | undefined;
  close(): Promise<void>;
}
export function startFakeStripe(): Promise<FakeStripe>;
