import NProgress from 'nprogress';

NProgress.configure({ showSpinner: false, trickleSpeed: 150 });

/** The route progress bar: counted, so overlapping starts (guard + lazy chunk) end together. */
let active = 0;
export function startProgress() {
  if (active++ === 0) NProgress.start();
}
export function doneProgress() {
  active = Math.max(0, active - 1);
  if (active === 0) NProgress.done();
}
