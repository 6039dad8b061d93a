/**
 * A baseline server, run as its own process by baselines.ts so it never shares the load
 * generator's event loop. BASELINE_MODE=ceiling answers every request with the bytes of
 * BASELINE_BODY_FILE (typed BASELINE_CONTENT_TYPE, JSON by default); BASELINE_MODE=naive runs the
 * straightforward SQL of the blog's first page on a pg Pool (max 10) for every request. Prints
 * "listening" once ready; exits when its parent does.
 */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import pg from 'pg';

const mode = process.env.BASELINE_MODE;
const port = Number(process.env.PORT);

function ceiling(): (respond: (status: number, body: Buffer) => void) => void {
  const body = readFileSync(process.env.BASELINE_BODY_FILE!);
  return (respond) => respond(200, body);
}

function naive(): (respond: (status: number, body: Buffer) => void) => void {
  const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
  // Every column the API exposes (the generated search vector is left out, as the API leaves it).
  const columns = `id, title, slug, excerpt, content, content_html, featured_image, published, published_at,
    author_id, view_count, like_count, reading_time_minutes, seo_title, seo_description, created_at, updated_at`;
  return (respond) => {
    (async () => {
      const posts = await pool.query(
        `select ${columns} from blog_post where published and published_at <= now()
         order by published_at desc limit 10`,
      );
      const count = await pool.query(
        'select count(*)::int as total from blog_post where published and published_at <= now()',
      );
      const total = count.rows[0].total as number;
      const data = {
        posts: posts.rows,
        pagination: { page: 1, limit: 10, total, totalPages: Math.ceil(total / 10) },
      };
      respond(200, Buffer.from(JSON.stringify({ data, success: true })));
    })().catch(() => respond(500, Buffer.from('{"success":false}')));
  };
}

const handle = mode === 'ceiling' ? ceiling() : mode === 'naive' ? naive() : undefined;
if (!handle) throw new Error(`unknown BASELINE_MODE ${mode}`);

createServer((_request, response) => {
  handle((status, body) => {
    response.writeHead(status, {
      'content-type': process.env.BASELINE_CONTENT_TYPE ?? 'application/json; charset=utf-8',
      'content-length': body.length,
    });
    response.end(body);
  });
}).listen(port, '127.0.0.1', () => console.log('listening'));

process.on('disconnect', () => process.exit(0));
