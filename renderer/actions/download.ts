/** Starts a browser download of an address through a temporary <a download>. */
export function triggerDownload(url: string): void {
  const link = document.createElement('a');
  link.href = url;
  link.download = decodeURIComponent(url.split('?')[0].split('/').pop() ?? '') || 'download';
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
}
