// Renderer entry: connect to the data (IPC or HTTP), set up the languages, then show the app.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { connect } from './api';
import { ConnectionProvider } from './api/context';
import { App } from './App';
import { setupI18n } from './i18n';
// The style sheets in their cascade's order: a later sheet's rule wins over an earlier one of the same weight.
import './styles/page.css';
import './styles/controls.css';
import './styles/tournament.css';
import './styles/boards.css';

const connection = connect();
await setupI18n();
const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
createRoot(root).render(
  <StrictMode>
    <ConnectionProvider connection={connection}>
      <App />
    </ConnectionProvider>
  </StrictMode>,
);
