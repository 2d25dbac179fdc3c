// Browser mode: the same contract over HTTP on 127.0.0.1, and the built renderer as static files. Reading is open
// to the local machine; changing data needs the per-run token printed at start (docs/architecture.md, security).
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { answer, answerLater } from '#api/answer';
import { contract } from '#api/contract';
import { asApiError, refusal, type ApiError, type ErrorCode } from '#api/errors';
import { parseExportRequest, parseRegisterExportRequest, requireOperation } from '#api/parse';
import { requestHost } from '#hall/host-header';
import { readTableBytes } from '#readers/door';
import type { Service } from '#service';
import { backupFileName } from '#service/backups';
import { CONTENT_SECURITY_POLICY, PRINTOUT_SECURITY_POLICY } from '#shell/content-security-policy';
import { EXPORT_FORMATS, exportRegister, exportTournament, type ExportFormat, type ExportResult } from './exports';
import type { HallControl } from './hall-control';
import { closePdfBrowser, htmlToPdf } from './pdf';

export interface ServeOptions {
  service: Service;
  /** Folder of the built renderer (index.html and assets). */
  staticDir: string;
  port?: number;
  /** Fixed token (tests); a random one otherwise. */
  token?: string;
  /** How a printout becomes a PDF: headless Chromium started by the server when first asked (electron/pdf.ts), or
   * a Chromium the caller already runs (the e2e suite shares one among its files). */
  renderPdf?: (html: string) => Promise<Buffer>;
  /** The "Show in the hall" switch of browser mode (electron/hall-control.ts). */
  hall?: HallControl;
}

export interface RunningServer {
  url: string;
  /** URL that hands the token to the renderer (kept in the fragment, which browsers never send to a server). */
  appUrl: string;
  token: string;
  port: number;
  close(): Promise<void>;
}

/** Large enough for the largest input the contract takes: a rating list of its 100,000 rows (FMJD's list of the world
 * is about 15 MB as JSON) — browser mode refuses nothing the window takes (issue 51). */
const MAX_BODY_BYTES = 40_000_000;
const HOST = '127.0.0.1';

const STATUS: Record<ErrorCode, number> = {
  invalid: 400,
  not_found: 404,
  conflict: 409,
  forbidden: 401,
  too_large: 413,
  internal: 500,
};

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
};

export function startServer(options: ServeOptions): Promise<RunningServer> {
  const token = options.token ?? crypto.randomBytes(24).toString('base64url');
  const staticRoot = path.resolve(options.staticDir);
  const renderPdf = options.renderPdf ?? htmlToPdf;
  const server = http.createServer((request, response) => {
    handle(request, response, { ...options, token, staticRoot, renderPdf }).catch((error: unknown) => {
      sendError(response, asApiError(error));
    });
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, HOST, () => {
      const port = (server.address() as AddressInfo).port;
      const url = `http://${HOST}:${port}/`;
      resolve({
        url,
        appUrl: `${url}#token=${token}`,
        token,
        port,
        close: async () => {
          await new Promise<void>((done) => {
            server.close(() => done());
            // Browsers keep connections open; a stopped server drops them instead of waiting for them.
            server.closeAllConnections();
          });
          // The server's own PDF browser, when it started one.
          if (!options.renderPdf) await closePdfBrowser();
        },
      });
    });
  });
}

/** `/export/ID.FORMAT`, for every format an export is written in (EXPORT_FORMATS). */
const EXPORT_ADDRESS = new RegExp(`^/export/(\\d+)\\.(${EXPORT_FORMATS.join('|')})$`);

interface Context extends ServeOptions {
  token: string;
  staticRoot: string;
  renderPdf: (html: string) => Promise<Buffer>;
}

async function handle(request: http.IncomingMessage, response: http.ServerResponse, ctx: Context): Promise<void> {
  setSecurityHeaders(response);
  // A page on another site could point a name at 127.0.0.1 (DNS rebinding); only our own host names are served, to
  // a request that names one host.
  const host = requestHost(request);
  if (host === null) throw refusal('invalid', 'hostInvalid');
  if (!isLocalHost(host)) {
    response.writeHead(403, { 'content-type': 'text/plain; charset=utf-8' }).end('Only local requests are served.');
    return;
  }
  const url = requestUrl(request.url ?? '/');
  if (url.pathname.startsWith('/api/')) {
    await handleApi(request, response, ctx, decodePath(url.pathname.slice('/api/'.length)));
    return;
  }
  const registerMatch = /^\/(print|export)\/register\/(\w+)(?:\.(csv|xlsx|html|pdf))?$/.exec(url.pathname);
  if (registerMatch && request.method === 'GET') {
    await serveRegister(
      request,
      response,
      ctx,
      registerMatch[1] as 'print' | 'export',
      registerMatch,
      url.searchParams,
    );
    return;
  }
  const printMatch = /^\/print\/(\d+)\/(\w+)$/.exec(url.pathname);
  if (printMatch && request.method === 'GET') {
    servePrintout(response, ctx, Number(printMatch[1]), printMatch[2]!, url.searchParams);
    return;
  }
  // Every format of the table of exports has its address: a format left out here fell through to the page.
  const exportMatch = EXPORT_ADDRESS.exec(url.pathname);
  if (exportMatch && request.method === 'GET') {
    await serveExport(request, response, ctx, Number(exportMatch[1]), exportMatch[2] as ExportFormat, url.searchParams);
    return;
  }
  // A chosen file's table (a player list to import): its bytes in, its rows out, as an envelope like the API's.
  if (url.pathname === '/read-table' && request.method === 'POST') {
    requireToken(request, ctx.token);
    const bytes = await readBodyBytes(request);
    sendJson(response, 200, await answerLater(() => readTableBytes(bytes)));
    return;
  }
  // The "Show in the hall" switch: it opens a listener on the venue's network, so only the arbiter may use it.
  if (url.pathname === '/hall' && request.method === 'POST' && ctx.hall) {
    requireToken(request, ctx.token);
    const input = parseJsonBody(await readBody(request));
    const hall = ctx.hall;
    sendJson(response, 200, await answerLater(() => hall.handle(input)));
    return;
  }
  if (url.pathname === '/backup' && request.method === 'GET') {
    await serveBackup(request, response, ctx);
    return;
  }
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    response.writeHead(405, { allow: 'GET, HEAD' }).end();
    return;
  }
  serveStatic(response, ctx.staticRoot, url.pathname);
}

async function handleApi(
  request: http.IncomingMessage,
  response: http.ServerResponse,
  ctx: Context,
  name: string,
): Promise<void> {
  if (request.method !== 'POST') {
    response.writeHead(405, { allow: 'POST' }).end();
    return;
  }
  const operation = requireOperation(name);
  if (contract[operation].write) requireToken(request, ctx.token);
  const input = parseJsonBody(await readBody(request));
  const answered = answer(ctx.service.dispatch, operation, input);
  sendJson(response, answered.ok ? 200 : STATUS[answered.error.code], answered);
}

/** A request's JSON body (empty: no fields), or a 400 that says why it is not JSON. */
function parseJsonBody(body: string): unknown {
  try {
    return body.length === 0 ? {} : JSON.parse(body);
  } catch (error) {
    throw refusal('invalid', 'bodyNotJson', { detail: (error as Error).message });
  }
}

/** A printout page. It may be shown in a frame of the app (to print it) and has its own inline styles. */
function servePrintout(
  response: http.ServerResponse,
  ctx: Context,
  tournamentId: number,
  kind: string,
  query: URLSearchParams,
): void {
  const { html } = ctx.service.call('printout', {
    tournamentId,
    kind,
    lang: query.get('lang') ?? 'en',
    ...(query.get('round') ? { round: query.get('round') } : {}),
    ...(query.get('game') ? { gameId: query.get('game') } : {}),
    ...(query.get('ply') !== null ? { ply: query.get('ply') } : {}),
  });
  response.setHeader('content-security-policy', PRINTOUT_SECURITY_POLICY);
  response.setHeader('x-frame-options', 'SAMEORIGIN');
  response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' }).end(html);
}

async function serveExport(
  request: http.IncomingMessage,
  response: http.ServerResponse,
  ctx: Context,
  tournamentId: number,
  format: ExportFormat,
  query: URLSearchParams,
): Promise<void> {
  // An export does work (a PDF starts a browser): it needs the token like every other such request.
  requireToken(request, ctx.token);
  // The contract's export request checks format, kind, language, round and game: an unknown one is refused, not
  // guessed — the same check as the window's.
  const asked = parseExportRequest({
    tournamentId,
    format,
    ...(query.get('kind') !== null ? { kind: query.get('kind') } : {}),
    ...(query.get('lang') !== null ? { lang: query.get('lang') } : {}),
    ...(query.get('round') !== null ? { round: query.get('round') } : {}),
    ...(query.get('game') !== null ? { gameId: query.get('game') } : {}),
    ...(query.get('ply') !== null ? { ply: query.get('ply') } : {}),
  });
  sendDownload(response, await exportTournament(ctx.service, asked, ctx.renderPdf));
}

/** The register's documents: `/print/register/rankList?…` as a page, `/export/register/rankList.csv?…` (and
 * `.html`, `.pdf`; `playerCard` with `player=ID`) as a download, which needs the token like other exports. */
async function serveRegister(
  request: http.IncomingMessage,
  response: http.ServerResponse,
  ctx: Context,
  door: 'print' | 'export',
  match: RegExpExecArray,
  query: URLSearchParams,
): Promise<void> {
  const fields: Record<string, string | boolean> = { kind: match[2]! };
  for (const [param, field] of [
    ['lang', 'lang'],
    ['player', 'playerId'],
    ['rank', 'rank'],
    ['club', 'club'],
    ['city', 'city'],
    ['lapsingBy', 'lapsingBy'],
  ] as const) {
    const value = query.get(param);
    if (value !== null && value !== '') fields[field] = value;
  }
  if (query.get('undated') === '1') fields.undated = true;
  if (door === 'print') {
    const { html } = ctx.service.call('registerPrintout', fields);
    response.setHeader('content-security-policy', PRINTOUT_SECURITY_POLICY);
    response.setHeader('x-frame-options', 'SAMEORIGIN');
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' }).end(html);
    return;
  }
  requireToken(request, ctx.token);
  const asked = parseRegisterExportRequest({ ...fields, format: match[3] ?? 'html' });
  sendDownload(response, await exportRegister(ctx.service, asked, ctx.renderPdf));
}

/** A copy of the whole database as a download. It holds everything, so it needs the write token like a change. */
async function serveBackup(request: http.IncomingMessage, response: http.ServerResponse, ctx: Context): Promise<void> {
  requireToken(request, ctx.token);
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'kabe-backup-'));
  try {
    const file = await ctx.service.backupTo(path.join(folder, 'backup.sqlite'));
    sendDownload(response, {
      content: fs.readFileSync(file),
      fileName: backupFileName(new Date()),
      contentType: 'application/vnd.sqlite3',
    });
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
  }
}

/** Changing data, exporting and copying the database need the run's token (`Authorization: Bearer …`). */
function requireToken(request: http.IncomingMessage, token: string): void {
  const header = request.headers.authorization ?? '';
  const given = Buffer.from(header.startsWith('Bearer ') ? header.slice('Bearer '.length) : '');
  const expected = Buffer.from(token);
  if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected))
    throw refusal('forbidden', 'writeNeedsToken');
}

/** The body as text. */
async function readBody(request: http.IncomingMessage): Promise<string> {
  return (await readBodyBytes(request)).toString('utf8');
}

/** The body's bytes. One over the limit is read to its end and dropped, so that the client gets its 413 instead of
 * a reset connection. */
function readBodyBytes(request: http.IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= MAX_BODY_BYTES) chunks.push(chunk);
    });
    request.on('end', () => {
      if (size <= MAX_BODY_BYTES) resolve(Buffer.concat(chunks));
      else {
        const max = MAX_BODY_BYTES / 1_000_000;
        reject(refusal('too_large', 'requestTooLarge', { max }));
      }
    });
    request.on('error', reject);
  });
}

/** The request's address. Read as a path on our host, so that `//x/…` is not taken for another host name. */
function requestUrl(target: string): URL {
  try {
    return new URL(`http://${HOST}${target.startsWith('/') ? '' : '/'}${target}`);
  } catch (error) {
    const detail = (error as Error).message;
    throw refusal('invalid', 'addressInvalid', { address: target, detail });
  }
}

/** A percent-escaped path, or a 400 naming it when its escapes are broken (`/%E0%A4%A`). */
function decodePath(pathname: string): string {
  try {
    return decodeURIComponent(pathname);
  } catch (error) {
    const detail = (error as Error).message;
    throw refusal('invalid', 'addressInvalid', { address: pathname, detail });
  }
}

function isLocalHost(hostname: string): boolean {
  return hostname === HOST || hostname === 'localhost';
}

function serveStatic(response: http.ServerResponse, root: string, pathname: string): void {
  const relative = path.normalize(decodePath(pathname)).replace(/^([/\\])+/, '');
  let file = path.join(root, relative);
  if (!file.startsWith(root)) {
    response.writeHead(404).end();
    return;
  }
  // The renderer is a single page: unknown paths get index.html.
  if (!fs.existsSync(file) || fs.statSync(file).isDirectory()) file = path.join(root, 'index.html');
  if (!fs.existsSync(file)) {
    response
      .writeHead(500, { 'content-type': 'text/plain; charset=utf-8' })
      .end(`The renderer has not been built (${root} is missing). Run "npm run build:renderer".`);
    return;
  }
  const type = CONTENT_TYPES[path.extname(file)] ?? 'application/octet-stream';
  response.writeHead(200, { 'content-type': type, 'cache-control': cachingOf(root, file) });
  fs.createReadStream(file).pipe(response);
}

/** The build names every file under `assets/` by a hash of its content, so a changed file gets a new name: those are
 * kept by the browser for good. The page itself is checked at each load, so that a rebuilt app is seen. */
function cachingOf(root: string, file: string): string {
  const hashed = path.relative(root, file).startsWith(`assets${path.sep}`);
  return hashed ? 'public, max-age=31536000, immutable' : 'no-cache';
}

function setSecurityHeaders(response: http.ServerResponse): void {
  response.setHeader('content-security-policy', CONTENT_SECURITY_POLICY);
  response.setHeader('x-content-type-options', 'nosniff');
  response.setHeader('x-frame-options', 'DENY');
  response.setHeader('referrer-policy', 'no-referrer');
}

function sendJson(response: http.ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' }).end(JSON.stringify(body));
}

/** A file to save: its name in every alphabet (RFC 5987), never kept by a cache. */
function sendDownload(response: http.ServerResponse, file: ExportResult): void {
  response.writeHead(200, {
    'content-type': file.contentType,
    'content-disposition': `attachment; filename*=UTF-8''${encodeURIComponent(file.fileName)}`,
    'cache-control': 'no-store',
  });
  response.end(file.content);
}

function sendError(response: http.ServerResponse, error: ApiError): void {
  if (response.headersSent) {
    response.end();
    return;
  }
  sendJson(response, STATUS[error.code], { ok: false, error: error.toBody() });
}
