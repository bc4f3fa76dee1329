import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
// The tokens, base rules and shared controls first: every feature's stylesheet follows them in the cascade.
import './styles/tokens.css';
import './styles/base.css';
import './styles/ui.css';
import { App } from './app/App.js';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
