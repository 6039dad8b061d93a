import { linkOptions } from '@tanstack/react-router';

/** Where an admin edits post `id`: spread on a Link, or given to navigate. */
export const postEditLink = (id: number) =>
  linkOptions({ to: '/dashboard/admin/blog/$id/edit', params: { id: String(id) } });
