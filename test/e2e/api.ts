// Setting the stage for an e2e test through the same HTTP contract the page uses (the registry is not what these
// tests are about; test/e2e/registry.test.ts drives it through the UI).
import type { Served } from './session';

export async function call<T>(served: Served, operation: string, input: unknown): Promise<T> {
  const response = await fetch(`${served.url}api/${operation}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${served.token}` },
    body: JSON.stringify(input),
  });
  const body = (await response.json()) as { ok: boolean; value?: T; error?: { message: string } };
  if (!body.ok) throw new Error(`${operation}: ${body.error?.message}`);
  return body.value as T;
}
