/** Hands the browser a file to save, through a temporary link to the downloaded copy. */
export function saveAsFile(name: string, file: Blob) {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the link after click() returns; release the copy a moment later.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
