import type { ShellRoute } from '../router/routes';

/**
 * Further routes a particular build mounts in the shell; none in the console. The benchmark build replaces this module
 * (a resolver in vite.config.ts) with bench/handwritten/shellRoutes.ts, so no production module imports bench/.
 */
export const extraShellRoutes: readonly ShellRoute[] = [];
