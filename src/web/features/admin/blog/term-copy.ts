import type { CategoryOut, TagOut } from '@shared/contracts/blog';
import { FolderTree, Tags } from 'lucide-react';

/** A category or a tag, as the taxonomy pages show them. */
export type Term = (CategoryOut | TagOut) & { description?: string | null };

/**
 * The words (message ids, each written out for the catalog test) and test ids of the two taxonomy
 * pages. Every sentence has its own message per kind: "category" and "tag" take different
 * genders and articles in other languages.
 */
export const termCopy = {
  categories: {
    title: 'admin-blog.categories.title',
    description: 'admin-blog.categories.description',
    newButton: 'admin-blog.categories.new',
    create: 'admin-blog.categories.create',
    edit: 'admin-blog.categories.edit',
    loadError: 'admin-blog.categories.loadError',
    emptyTitle: 'admin-blog.categories.emptyTitle',
    emptyDescription: 'admin-blog.categories.emptyDescription',
    deleteTitle: 'admin-blog.categories.deleteTitle',
    deleteUsed: 'admin-blog.categories.deleteUsed',
    deleteUnused: 'admin-blog.categories.deleteUnused',
    deleted: 'admin-blog.categories.deleted',
    created: 'admin-blog.categories.created',
    saved: 'admin-blog.categories.saved',
    icon: FolderTree,
    testId: 'category',
  },
  tags: {
    title: 'admin-blog.tags.title',
    description: 'admin-blog.tags.description',
    newButton: 'admin-blog.tags.new',
    create: 'admin-blog.tags.create',
    edit: 'admin-blog.tags.edit',
    loadError: 'admin-blog.tags.loadError',
    emptyTitle: 'admin-blog.tags.emptyTitle',
    emptyDescription: 'admin-blog.tags.emptyDescription',
    deleteTitle: 'admin-blog.tags.deleteTitle',
    deleteUsed: 'admin-blog.tags.deleteUsed',
    deleteUnused: 'admin-blog.tags.deleteUnused',
    deleted: 'admin-blog.tags.deleted',
    created: 'admin-blog.tags.created',
    saved: 'admin-blog.tags.saved',
    icon: Tags,
    testId: 'tag',
  },
} as const;
