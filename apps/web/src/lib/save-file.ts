/** Hands a file to the browser as a download under its name (a spreadsheet made or fetched by a screen). */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file once the click is handled; the address is freed after that task.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
