// Placeholder until the site-content slice (#8) builds this page.
export function FaqPage() {
  return null;
}
