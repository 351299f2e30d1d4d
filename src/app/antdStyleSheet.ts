/**
 * antd's styles drawn at build time (scripts/styles/antdStyleSheet.ts), named by the page's
 * `<meta name="antd-style-sheet">`. antd (@ant-design/cssinjs) reads, once, at the first style it would generate, which
 * styles a loaded stylesheet already holds, and skips generating those; so the sheet is loaded before anything of antd is
 * drawn: antd's providers and the toasts wait for it (`App.tsx`, `shellServices.ts`). Without the meta (the development
 * server) or when the sheet cannot be loaded, antd generates every style in the browser as usual.
 */
const META = 'meta[name="antd-style-sheet"]';

let loading: Promise<void> | undefined;

/** Resolves once antd's stylesheet is applied (or has failed to load, or there is none). Never rejects. */
export function loadAntdStyleSheet(): Promise<void> {
  return (loading ??= new Promise<void>((resolve) => {
    const href = document.querySelector<HTMLMetaElement>(META)?.content;
    if (!href) return resolve();
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    link.onload = () => resolve();
    link.onerror = () => resolve();
    // First in the head, as antd's own styles are: the console's stylesheets come after it and override it.
    document.head.prepend(link);
  }));
}
