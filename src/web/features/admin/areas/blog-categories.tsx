import { TaxonomyPage } from '../blog/taxonomy-page';

export function BlogCategoriesPage() {
  return <TaxonomyPage kind="categories" />;
}
