import path from 'node:path'

// SQLite (embedded, zero set-up) by default; PostgreSQL when DATABASE_URL is set.
export default ({ env }) => {
  const url = env('DATABASE_URL', '')
  if (url) {
    return {
      connection: {
        client: 'postgres',
        connection: {
          connectionString: url,
          schema: env('DATABASE_SCHEMA', 'public'),
          ssl: env.bool('DATABASE_SSL', false) ? { rejectUnauthorized: env.bool('DATABASE_SSL_REJECT_UNAUTHORIZED', true) } : false,
        },
        pool: { min: env.int('DATABASE_POOL_MIN', 0), max: env.int('DATABASE_POOL_MAX', 10) },
        // How long a query waits for a connection: with the database unreachable, requests fail
        // (5xx, readiness 503) after this instead of hanging, and recover on their own once it is back.
        acquireConnectionTimeout: env.int('DATABASE_CONNECTION_TIMEOUT', 5000),
      },
    }
  }
  return {
    connection: {
      client: 'sqlite',
      connection: {
        filename: path.resolve(process.cwd(), env('DATABASE_FILENAME', '.tmp/data.db')),
      },
      useNullAsDefault: true,
    },
  }
}
