// The Host header a request is addressed to, as both servers read it (the hall, browser mode): RFC 9112 §3.2 asks a
// server to answer 400 to a request without one or with more than one — a proxy and the server could otherwise each
// take a different one for the host the request is for.
import type http from 'node:http';

/** The one Host of the request, lower-cased, without its port; null when it has none or more than one. */
export function requestHost(request: http.IncomingMessage): string | null {
  const hosts = request.headersDistinct.host ?? [];
  if (hosts.length !== 1) return null;
  return hosts[0]!.toLowerCase().replace(/:\d+$/, '');
}
