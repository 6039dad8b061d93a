/**
 * The catalog areas every page of the web app shows (header, footer, banner and popups, feedback,
 * errors, form rules): loaded before the first render, and bundled as one file per language
 * (vite.config.ts), where a page's own areas load with its route.
 */
export const CORE_AREAS = ['common', 'ui', 'layout', 'errors', 'validation', 'api', 'feedback', 'marketing'];
