import { readFileSync } from 'node:fs'

const demoUsers = JSON.parse(readFileSync(new URL('../apps/cms/src/seed/demo-users.json', import.meta.url), 'utf8'))
// The demo city is the brand's; the JSON says '{city}' where an organisation name carries it.
const city = /city: '([^']+)'/.exec(readFileSync(new URL('../packages/types/src/brand.ts', import.meta.url), 'utf8'))?.[1] ?? ''

// Demo-mode settings used by `npm start` and `npm run dev`. Never used in production: there, every
// secret comes from the environment and no demo account exists.
export const DEMO = {
  sitePort: Number(process.env.PORT ?? 3000),
  cmsPort: Number(process.env.CMS_PORT ?? 1337),
  smtpPort: Number(process.env.SMTP_PORT ?? 1025),
  mailWebPort: Number(process.env.MAIL_WEB_PORT ?? 1080),
  admin: { email: process.env.ADMIN_EMAIL ?? 'redactie@talentstad.local', password: process.env.ADMIN_PASSWORD ?? 'Redactie!2026' },
  password: demoUsers.password,
  accounts: demoUsers.users.map((user) => [user.email, user.description.replaceAll('{city}', city)]),
}
