/** A file name from a drawing's title: lower-case words joined by dashes, or "diagram". */
export function fileNameFor(title: string | undefined, extension: 'svg' | 'png'): string {
  const base = (title ?? '').normalize('NFKD').replace(/[^\w\s-]/g, '').trim().toLowerCase().replace(/[\s_]+/g, '-').slice(0, 80);
  return `${base || 'diagram'}.${extension}`;
}

/** Offers a Blob to the user as a file download. */
export function downloadBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started by now; the URL is no longer needed.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
