// The blog area: the post list (its editor is features/admin/blog/post-editor-page.tsx).
export { AdminBlogPostsPage as BlogPage } from '../blog/posts-page';
