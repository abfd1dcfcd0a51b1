import { and, desc, eq, lt, type SQL, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import Fastify from 'fastify';
import pg from 'pg';
import { documents } from '../../../src/server/db/schema/documents';
import { salesEmployees } from '../../../src/server/db/schema/organisation';
import { listRowSelect } from '../../../src/server/modules/documents/document-select';

/**
 * The baseline of the list benchmark: the least a server can do to answer a page of documents by
 * keyset. One Fastify route, node-postgres with a pool as large as the client concurrency, named
 * (prepared) statements, no session, no rules, no count, the rows sent as JSON. The statements'
 * text is made once at start from the product's own select list (the same columns and join), so
 * both read the same rows. Run in its own process as the product's server is:
 * `tsx raw-keyset-server.ts` with DATABASE_URL and PORT.
 */
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 20 });
const builder = drizzle({ client: pool });

function pageStatement(status: SQL | undefined, after: boolean) {
  return builder
    .select(listRowSelect)
    .from(documents)
    .leftJoin(salesEmployees, eq(salesEmployees.SlpCode, documents.SlpCode))
    .where(
      and(
        eq(documents.ObjType, '17'),
        eq(documents.Draft, 'N'),
        eq(documents.IsICT, 'N'),
        status,
        after ? lt(documents.DocEntry, sql.placeholder('after')) : undefined,
      ),
    )
    .orderBy(desc(documents.DocEntry))
    .limit(51)
    .toSQL();
}

const open = pageStatement(and(eq(documents.DocStatus, 'O'), eq(documents.CANCELED, 'N')), false);
const all = pageStatement(undefined, false);
const allAfter = pageStatement(undefined, true);

const app = Fastify();
app.get<{ Querystring: { status?: string; after?: string } }>('/raw', async (request) => {
  const { status, after } = request.query;
  const statement = status === 'all' ? (after ? allAfter : all) : open;
  const name = status === 'all' ? (after ? 'all-after' : 'all-first') : 'open-first';
  const values = statement.params.map((value) =>
    typeof value === 'object' && value !== null ? Number(after) : value,
  );
  const result = await pool.query({ name, text: statement.sql, values });
  return { data: result.rows.slice(0, 50), more: result.rows.length > 50 };
});

await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
console.log('raw keyset server listening');
