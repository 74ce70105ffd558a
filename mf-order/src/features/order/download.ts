/**
 * Saves text as a file through a temporary `<a download>` (browser only: call from an event
 * handler). The object URL is released a little later so every browser has started the save.
 */
export function downloadTextFile(fileName: string, content: string, type = 'text/html;charset=utf-8'): void {
  const url = URL.createObjectURL(new Blob([content], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
