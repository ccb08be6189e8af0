// Demo-mode settings used by `npm start` and `npm run dev`. Never used in production: there, every
// secret comes from the environment and no demo account exists.
export const DEMO = {
  sitePort: Number(process.env.PORT ?? 3000),
  cmsPort: Number(process.env.CMS_PORT ?? 1337),
  smtpPort: Number(process.env.SMTP_PORT ?? 1025),
  mailWebPort: Number(process.env.MAIL_WEB_PORT ?? 1080),
  admin: { email: process.env.ADMIN_EMAIL ?? 'redactie@talentstad.local', password: process.env.ADMIN_PASSWORD ?? 'Redactie!2026' },
  password: 'Talentstad!2026',
  accounts: [
    ['student@demo.talentstad.nl', 'student'],
    ['professional@demo.talentstad.nl', 'professional'],
    ['communitymanager@demo.talentstad.nl', 'communitymanager (ROLE_COMMUNITY_MANAGER)'],
    ['medewerker@demo.talentstad.nl', 'employee of Kanaal Digital'],
    ['contentbeheerder@demo.talentstad.nl', 'contentManager of Kanaal Digital'],
    ['beheerder@demo.talentstad.nl', 'admin of Kanaal Digital'],
  ],
}
