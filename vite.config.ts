import fs from 'node:fs';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { CONTENT_SECURITY_POLICY, policyMetaTag } from '#shell/content-security-policy';

/** The page's CSP comes from the one definition the server also sends, written into index.html at build time. */
function contentSecurityPolicy(): Plugin {
  return {
    name: 'kabe-content-security-policy',
    transformIndexHtml: (html) =>
      html.replace('<!-- content-security-policy -->', policyMetaTag(CONTENT_SECURITY_POLICY)),
  };
}

/** The tab's icon, written into the page as a small PNG. Chromium fetches and decodes a page's icon again at every
 * change of address; an SVG icon is decoded by building a document for it on the page's main thread (5–8 ms at
 * every change of screen in browser mode), and an icon served as a file is one more request to the local server
 * beside the screen's own. A 64×64 PNG in the page costs neither (docs/performance.md). */
function tabIcon(): Plugin {
  return {
    name: 'kabe-tab-icon',
    transformIndexHtml: (html) => {
      const png = fs.readFileSync(new URL('./build/tab-icon.png', import.meta.url)).toString('base64');
      return html.replace(
        '<!-- tab-icon -->',
        `<link rel="icon" type="image/png" href="data:image/png;base64,${png}" />`,
      );
    },
  };
}

// The renderer: built into dist/renderer with relative paths, so the same files load from file:// in Electron
// and from the local HTTP server in browser mode.
export default defineConfig({
  root: 'renderer',
  base: './',
  plugins: [react(), contentSecurityPolicy(), tabIcon()],
  build: {
    outDir: '../dist/renderer',
    emptyOutDir: true,
    // One file of about 750 kB with the three catalogues in it, read from the disk or the local server, never over
    // the internet: splitting it would add requests to every start for nothing. Warn only if it doubles.
    chunkSizeWarningLimit: 1500,
    target: 'es2022',
    sourcemap: true,
  },
});
