/** Hands a CSV to the browser as a file download (the text already starts with its byte order mark). */
export function downloadCsv(csv: string, fileName: string): void {
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next task: the download has started by then.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
