/** Starts a browser download of an address through a temporary <a download>, saved as `name` (default: the address's file name). */
export function triggerDownload(url: string, name?: string): void {
  const link = document.createElement('a');
  link.href = url;
  link.download = name ?? (decodeURIComponent(url.split('?')[0].split('/').pop() ?? '') || 'download');
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
}

/** Starts a browser download of a text made here (a report, a template), under `name`. */
export function downloadText(name: string, text: string, type = 'text/plain'): void {
  const url = URL.createObjectURL(new Blob([text], { type: `${type};charset=utf-8` }));
  triggerDownload(url, name);
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
