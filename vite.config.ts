import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { CONTENT_SECURITY_POLICY, policyMetaTag } from './electron/shell/content-security-policy.ts';

/** The page's CSP comes from the one definition the server also sends, written into index.html at build time. */
function contentSecurityPolicy(): Plugin {
  return {
    name: 'kabe-content-security-policy',
    transformIndexHtml: (html) =>
      html.replace('<!-- content-security-policy -->', policyMetaTag(CONTENT_SECURITY_POLICY)),
  };
}

// The renderer: built into dist/renderer with relative paths, so the same files load from file:// in Electron
// and from the local HTTP server in browser mode.
export default defineConfig({
  root: 'renderer',
  base: './',
  plugins: [react(), contentSecurityPolicy()],
  build: {
    outDir: '../dist/renderer',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: true,
  },
});
