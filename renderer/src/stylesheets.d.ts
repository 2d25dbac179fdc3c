// The renderer's stylesheets are imported for their side effect (Vite bundles them); they export nothing.
declare module '*.css';
