import type { BlogTerm } from '@shared/contracts/blog';
import { Link } from '@tanstack/react-router';
import { useT } from '@/i18n/provider';

const looks = {
  category: {
    label: 'blog.terms.categories',
    className: 'font-medium text-primary text-sm uppercase tracking-wide hover:underline',
  },
  tag: {
    label: 'blog.terms.tags',
    className: 'inline-flex rounded-full border px-3 py-1 text-sm transition-colors hover:bg-accent',
  },
};

/** A post's categories or tags, each a link to the list filtered by it (nothing when there are none). */
export function TermLinks({ kind, terms }: { kind: 'category' | 'tag'; terms: BlogTerm[] }) {
  const t = useT();
  if (terms.length === 0) return null;
  const { label, className } = looks[kind];
  return (
    <ul className="flex flex-wrap gap-2" aria-label={t(label)}>
      {terms.map((term) => (
        <li key={term.id}>
          <Link
            to="/blog"
            search={kind === 'category' ? { category: term.slug } : { tag: term.slug }}
            className={className}
            data-content
          >
            {kind === 'tag' ? '#' : null}
            {term.name}
          </Link>
        </li>
      ))}
    </ul>
  );
}
