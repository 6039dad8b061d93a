import * as React from 'react';
import { applyTheme, darkQuery, readStoredTheme, STORAGE_KEY, type Theme } from './theme-class';

export type { Theme };

interface ThemeContextValue {
  theme: Theme;
  resolvedTheme: 'light' | 'dark';
  setTheme: (theme: Theme) => void;
}

const ThemeContext = React.createContext<ThemeContextValue | null>(null);

// The server renders every page in the light, system theme; what differs in the browser (the
// `.dark` class is on <html> before hydration) is styled by CSS, never rendered differently.
const onServer = typeof window === 'undefined';

export function ThemeProvider({ children }: { children: React.ReactNode }) {
  const [theme, setThemeState] = React.useState<Theme>(() => (onServer ? 'system' : readStoredTheme()));
  const [resolvedTheme, setResolved] = React.useState<'light' | 'dark'>(() =>
    onServer ? 'light' : applyTheme(theme),
  );

  React.useEffect(() => {
    setResolved(applyTheme(theme));
    if (theme !== 'system') return;
    const query = darkQuery();
    const onChange = () => setResolved(applyTheme('system'));
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, [theme]);

  const setTheme = React.useCallback((next: Theme) => {
    try {
      if (next === 'system') localStorage.removeItem(STORAGE_KEY);
      else localStorage.setItem(STORAGE_KEY, next);
    } catch {
      // Storage may be unavailable (private mode); the choice then lasts for this page only.
    }
    setThemeState(next);
  }, []);

  const value = React.useMemo(() => ({ theme, resolvedTheme, setTheme }), [theme, resolvedTheme, setTheme]);
  return <ThemeContext.Provider value={value}>{children}</ThemeContext.Provider>;
}

export function useTheme(): ThemeContextValue {
  const context = React.useContext(ThemeContext);
  if (!context) throw new Error('useTheme must be used inside <ThemeProvider>');
  return context;
}
