import React from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import 'antd/dist/reset.css';
import 'nprogress/nprogress.css';
import './app/global.css';
import { App } from './app/App';
import { defaultShellServices, provideShellServices } from './app/shellServices';
import { watchCrossTabSession } from './auth/crossTabSession';

// No antd here: the login page paints without it. antd's providers (locale, theme, popup container) wrap every other
// route from a chunk of their own (app/ConsoleProviders.tsx).
provideShellServices(defaultShellServices);
watchCrossTabSession();

createRoot(document.getElementById('root')!).render(
  <React.StrictMode>
    <BrowserRouter>
      <App />
    </BrowserRouter>
  </React.StrictMode>,
);
