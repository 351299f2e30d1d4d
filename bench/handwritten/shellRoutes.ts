import { lazy } from 'react';
import type { ShellRoute } from '../../src/router/routes';

/** Where the benchmark build mounts the hand-written list inside the shell. */
export const IN_SHELL_HANDWRITTEN_PATH = '/bench/handwritten-bulletins';

/** The benchmark build's extra shell route: the hand-written comparison list of the renderer-overhead figure. */
export const extraShellRoutes: readonly ShellRoute[] = [
  { path: IN_SHELL_HANDWRITTEN_PATH, title: '全部公告（手写对照）', access: 'licensed', page: lazy(() => import('./InShellPage')) },
];
