import { FolderTree, Tags } from 'lucide-react';
import type { BlogCategory, BlogTag } from '@/lib/api/blog';

/** A category or a tag, as the taxonomy pages show them. */
export type Term = (BlogCategory | BlogTag) & { description?: string | null };

/** The words and test ids of the two taxonomy pages. */
export const termCopy = {
  categories: {
    title: 'Blog categories',
    description: 'The sections of the blog. Each post can be in several; counts include drafts.',
    one: 'category',
    icon: FolderTree,
    testId: 'category',
  },
  tags: {
    title: 'Blog tags',
    description: 'Keywords that link related posts. Counts include drafts.',
    one: 'tag',
    icon: Tags,
    testId: 'tag',
  },
} as const;
