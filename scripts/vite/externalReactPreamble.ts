import type { Plugin } from 'vite';

/** The module @vitejs/plugin-react serves its Fast Refresh preamble from (the same code it would inline). */
export const REACT_PREAMBLE_MODULE = '@vitejs/plugin-react/preamble';

/** The inline preamble script @vitejs/plugin-react puts into index.html in development. */
const INLINE_PREAMBLE = /<script type="module">\s*import \{ injectIntoGlobalHook \} from "\/@react-refresh";[\s\S]*?<\/script>/;

/**
 * Development only: replaces the inline Fast Refresh preamble of index.html with a script loaded from the server
 * (the plugin's own preamble module), so the development server can send the production CSP (`script-src 'self'`,
 * no inline script) and hot reload still works.
 */
export function externalReactPreamble(): Plugin {
  return {
    name: 'external-react-preamble',
    apply: 'serve',
    transformIndexHtml: {
      order: 'post',
      handler: (html) => html.replace(INLINE_PREAMBLE, `<script type="module" src="/@id/${REACT_PREAMBLE_MODULE}"></script>`),
    },
  };
}
