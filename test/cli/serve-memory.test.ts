// Where browser mode listens when started again for the same file: the port and write token it had (so that an open
// tab goes on), another port when that one is taken meanwhile (said), and a --port that is taken refused. In this
// process (electron/serve-memory.ts and the CLI's entry); test/cli/serve.test.ts restarts the real command once.
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { recallServe, serveMemoryFile, startServing } from '#electron/serve-memory';
import { cli } from '../support/cli';
import { tempFolder } from '../support/store';

function squat(port: number): Promise<net.Server> {
  const server = net.createServer();
  return new Promise((listening) => server.listen(port, '127.0.0.1', () => listening(server)));
}

describe('serving the same file again', () => {
  it('keeps the address and token; a port taken meanwhile gives way to another; an asked-for port is refused', async () => {
    const db = path.join(tempFolder(), 'arbiter.sqlite');
    const first = await startServing(db, { port: undefined, createFolder: false });
    const { port, token } = first.mode.server;
    await first.mode.stop();
    expect(recallServe(db)).toEqual({ port, token });
    // Readable by its owner alone: the token lets a page write.
    expect(fs.statSync(serveMemoryFile(db)).mode & 0o077).toBe(0);

    const again = await startServing(db, { port: undefined, createFolder: false });
    expect([again.mode.server.port, again.mode.server.token, again.movedFrom]).toEqual([port, token, null]);
    await again.mode.stop();

    const squatter = await squat(port);
    try {
      const moved = await startServing(db, { port: undefined, createFolder: false });
      expect(moved.movedFrom).toBe(port);
      expect(moved.mode.server.port).not.toBe(port);
      expect(moved.mode.server.token).toBe(token);
      await moved.mode.stop();
      const refused = await cli(['--db', db, 'serve', '--port', String(port), '--lang', 'et']);
      expect(refused.code).toBe(2);
      expect(refused.stderr).toContain(`Port ${port} on teise programmi kasutuses`);
    } finally {
      await new Promise<void>((closed) => squatter.close(() => closed()));
    }
  });

  it('a memory that does not read as one is ignored', () => {
    const db = path.join(tempFolder(), 'arbiter.sqlite');
    fs.writeFileSync(serveMemoryFile(db), '{"port": 99999, "token": "x"}');
    expect(recallServe(db)).toBeNull();
    fs.writeFileSync(serveMemoryFile(db), 'not json');
    expect(recallServe(db)).toBeNull();
  });
});
