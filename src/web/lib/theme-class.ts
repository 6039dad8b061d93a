/** The visitor's theme on <html>, without React: the boot script and the ThemeProvider share it. */
export type Theme = 'light' | 'dark' | 'system';
export const STORAGE_KEY = 'theme';

export function readStoredTheme(): Theme {
  try {
    const value = localStorage.getItem(STORAGE_KEY);
    return value === 'light' || value === 'dark' ? value : 'system';
  } catch {
    return 'system';
  }
}

export const darkQuery = () => window.matchMedia('(prefers-color-scheme: dark)');

/**
 * Puts `.dark` on <html> for the chosen theme. Runs as soon as a page loads, before the web app
 * (boot.ts on a server-rendered page, main.tsx on the others), so a dark-mode visitor never sees a
 * light flash; the ThemeProvider keeps it in step afterwards.
 */
export function applyTheme(theme: Theme = readStoredTheme()): 'light' | 'dark' {
  const resolved = theme === 'system' ? (darkQuery().matches ? 'dark' : 'light') : theme;
  document.documentElement.classList.toggle('dark', resolved === 'dark');
  // Said outright, so the stylesheet's system-dark rule (styles.css) yields to a light choice.
  document.documentElement.classList.toggle('light', resolved === 'light');
  document.documentElement.style.colorScheme = resolved;
  return resolved;
}
