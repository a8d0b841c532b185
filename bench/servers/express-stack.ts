// The comparison stack for the authenticated reads: Express with express-session stored by
// connect-pg-simple and passport's session strategy, written the way such apps usually are, on
// the same PostgreSQL tables as Wingman. BENCH_DATABASE_URL names a database Wingman has migrated.
import { randomBytes } from 'node:crypto';
import connectPgSimple from 'connect-pg-simple';
import express from 'express';
import session from 'express-session';
import passport from 'passport';
import pg from 'pg';
import { announceListening, answerStats } from './announce';

type User = { id: string; email: string };

const databaseUrl = process.env.BENCH_DATABASE_URL;
if (!databaseUrl) throw new Error('BENCH_DATABASE_URL is required');

const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
const store = new (connectPgSimple(session))({ pool, createTableIfMissing: true });

passport.serializeUser<string>((user, done) => done(null, (user as User).id));
passport.deserializeUser<string>((id, done) => {
  pool
    .query<User>('select id, email from users where id = $1', [id])
    .then((result) => done(null, result.rows[0] ?? false), done);
});

const app = express();
app.disable('x-powered-by');
app.use(express.json());
app.use(
  session({
    store,
    // Sessions only have to outlive one benchmark run.
    secret: randomBytes(32).toString('hex'),
    resave: false,
    saveUninitialized: false,
    cookie: { maxAge: 14 * 24 * 60 * 60 * 1000, httpOnly: true, sameSite: 'lax' },
  }),
);
app.use(passport.initialize());
app.use(passport.session());

// Benchmark only: signs in by e-mail alone, with no password check, so the reads can be measured.
app.post('/login', async (req, res, next) => {
  const email = String(req.body?.email ?? '');
  const { rows } = await pool.query<User>(
    'select id, email from users where lower(email) = lower($1)',
    [email],
  );
  const user = rows[0];
  if (!user) return void res.sendStatus(401);
  req.login(user, (error) => (error ? next(error) : res.sendStatus(204)));
});

const requireUser: express.RequestHandler = (req, res, next) =>
  req.user ? next() : void res.status(401).json({ error: 'Unauthorized' });

const userId = (req: express.Request) => (req.user as User).id;

app.get('/api/disabilities', requireUser, async (req, res) => {
  const { rows } = await pool.query(
    `select id, name, current_percentage, diagnostic_code, side, created_at, updated_at
       from disabilities where user_id = $1 order by created_at, id`,
    [userId(req)],
  );
  res.json(
    rows.map((row) => ({
      id: row.id,
      name: row.name,
      currentPercentage: row.current_percentage,
      diagnosticCode: row.diagnostic_code,
      side: row.side,
      ratingLevels: null,
      createdAt: row.created_at.toISOString(),
      updatedAt: row.updated_at.toISOString(),
    })),
  );
});

app.get('/api/chat/sessions', requireUser, async (req, res) => {
  const { rows } = await pool.query(
    `select id, title, created_at, updated_at
       from chat_sessions where user_id = $1 order by updated_at desc, created_at desc`,
    [userId(req)],
  );
  res.json(
    rows.map((row) => ({
      id: row.id,
      title: row.title,
      createdAt: row.created_at.toISOString(),
      updatedAt: row.updated_at.toISOString(),
    })),
  );
});

const server = app.listen(0, '127.0.0.1', () => announceListening(server));
answerStats();
// Requests cut off by the load generator may still be waiting on the pool, so the pool ends
// with the process rather than before it.
process.on('SIGTERM', () => server.close(() => process.exit(0)));
