/** "Quarterly report.final.png" -> "Quarterly report final": alt text to start from. */
export function altFromFileName(name: string): string {
  return name
    .replace(/\.[a-z0-9]+$/i, '')
    .replace(/[-_.]+/g, ' ')
    .replace(/[[\]]/g, '')
    .trim();
}

/** The Markdown of an uploaded image, its alt text taken from the file's name (else `fallbackAlt`). */
export const imageMarkdown = (url: string, fileName: string, fallbackAlt: string) =>
  `![${altFromFileName(fileName) || fallbackAlt}](${url})`;
