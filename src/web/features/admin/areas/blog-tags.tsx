import { TaxonomyPage } from '../blog/taxonomy-page';

export function BlogTagsPage() {
  return <TaxonomyPage kind="tags" />;
}
