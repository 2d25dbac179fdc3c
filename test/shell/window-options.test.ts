import { describe, expect, it } from 'vitest';
import { CONTENT_SECURITY_POLICY } from '#shell/content-security-policy';
import { isTrustedSender } from '#shell/sender-check';
import { windowOptions } from '#shell/window-options';

describe('the window (docs/architecture.md, security)', () => {
  it('pins every security setting of the web preferences', () => {
    const { webPreferences } = windowOptions('/app/dist-electron/preload.cjs');
    // Every setting named with the value it must have: those that guard the page on, the rest off.
    const on = ['contextIsolation', 'sandbox', 'webSecurity'];
    const off = [
      'nodeIntegration',
      'nodeIntegrationInWorker',
      'nodeIntegrationInSubFrames',
      'allowRunningInsecureContent',
      'webviewTag',
      'experimentalFeatures',
      'navigateOnDragDrop',
      'spellcheck',
    ];
    expect(webPreferences).toEqual({
      preload: '/app/dist-electron/preload.cjs',
      ...Object.fromEntries([...on.map((name) => [name, true]), ...off.map((name) => [name, false])]),
    });
  });

  it('accepts IPC only from our own index.html', () => {
    const ours = 'file:///opt/Kabe%20Arbiter/resources/app.asar/dist/renderer/index.html';
    expect(isTrustedSender(`${ours}#/players`, ours)).toBe(true);
    expect(isTrustedSender('file:///tmp/evil.html', ours)).toBe(false);
    expect(isTrustedSender('https://example.org/dist/renderer/index.html', ours)).toBe(false);
    expect(isTrustedSender(undefined, ours)).toBe(false);
    expect(isTrustedSender('not a url', ours)).toBe(false);
  });

  it('has a content security policy that allows only the app itself', () => {
    expect(CONTENT_SECURITY_POLICY).toContain("default-src 'self'");
    expect(CONTENT_SECURITY_POLICY).toContain("script-src 'self'");
    expect(CONTENT_SECURITY_POLICY).toContain("object-src 'none'");
    expect(CONTENT_SECURITY_POLICY).not.toContain('unsafe-eval');
    expect(CONTENT_SECURITY_POLICY).not.toContain('unsafe-inline');
  });
});

describe('the packaged app (electron-builder)', () => {
  it('flips the fuses: no ELECTRON_RUN_AS_NODE, NODE_OPTIONS or --inspect; encrypted cookies; code only from the checked asar', async () => {
    const { default: pkg } = await import('#package.json');
    expect(pkg.build.electronFuses).toMatchObject({
      runAsNode: false,
      enableCookieEncryption: true,
      enableNodeOptionsEnvironmentVariable: false,
      enableNodeCliInspectArguments: false,
      enableEmbeddedAsarIntegrityValidation: true,
      onlyLoadAppFromAsar: true,
    });
    // The window loads its page from file:// as ES modules, which needs the file protocol's privileges.
    expect(pkg.build.electronFuses).not.toHaveProperty('grantFileProtocolExtraPrivileges');
  });
});
