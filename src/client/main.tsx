import './app/typeface.css';
import './app/core-styles';
import './app/app.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Router } from 'wouter';
import { AppErrorBoundary } from './app/app-error-boundary';
import { AppProviders } from './app/app-providers';
import { AppRoutes } from './app/app-routes';
import { createQueryClient } from './app/query-client';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <AppProviders queryClient={createQueryClient()}>
      <AppErrorBoundary>
        <Router>
          <AppRoutes />
        </Router>
      </AppErrorBoundary>
    </AppProviders>
  </StrictMode>,
);
