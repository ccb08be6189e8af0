// The Dutch message catalogue (product specification section 8 and the validation rules of section 5).
// Every user-facing message both apps share lives here, so the wording is the same everywhere.
import { PASSWORD_MAX_BYTES, PASSWORD_MIN_LENGTH, TWO_FACTOR_CODE_LENGTH } from './constants.js'

export const MESSAGES = {
  general: 'Er is iets misgegaan',
  onboardingStep: 'Er is iets fout gegaan, probeer het later opnieuw.',
  organizationSignUpFailed: 'Er is iets misgegaan bij het aanmelden van de organisatie',
  roleChangeFailed: 'Er is iets misgegaan bij het wijzigen van de rol',
  memberDeleteFailed: 'Er is iets fout gegaan bij het verwijderen van de gebruiker',
  itemDeleteFailed: 'Er is iets fout gegaan bij het verwijderen van het item',
  activationFailed: 'Er is een fout opgetreden',
  organizationSignUpNotLoggedIn: 'Je bent niet ingelogd. Log in om je organisatie aan te melden.',
  alreadyEntered: 'Je hebt deze oproep al geenterd!',
  entered: 'Geenterd',
  bookmarkNeedsLogin: 'Je moet ingelogd zijn om te bookmarken.',
  forgotPasswordSent: 'Als dit e-mailadres bij ons bekend is, hebben we een link gestuurd om je wachtwoord opnieuw in te stellen.',
  passwordsDoNotMatch: 'Wachtwoorden komen niet overeen',
  passwordMustDiffer: 'Je nieuwe wachtwoord moet anders zijn dan je huidige wachtwoord',
  passwordTooShort: `Je wachtwoord moet minimaal ${PASSWORD_MIN_LENGTH} tekens lang zijn`,
  passwordTooLong: `Je wachtwoord mag maximaal ${PASSWORD_MAX_BYTES} bytes lang zijn`,
  passwordNeedsUpper: 'Je wachtwoord moet minimaal 1 hoofdletter bevatten',
  passwordNeedsLower: 'Je wachtwoord moet minimaal 1 kleine letter bevatten',
  passwordNeedsDigit: 'Je wachtwoord moet minimaal 1 cijfer bevatten',
  passwordNeedsSpecial: 'Je wachtwoord moet minimaal 1 speciaal teken bevatten',
  required: 'Dit veld is verplicht',
  invalidEmail: 'Vul een geldig e-mailadres in',
  invalidUrl: 'Vul een geldige URL in die begint met https://',
  fileTooLarge: 'Het bestand is te groot, probeer het bestand te verkleinen',
  noFileSelected: 'Geen bestand geselecteerd',
  rejectReasonRequired: 'Geef een reden op voor het afwijzen',
  notFound: 'Deze pagina bestaat niet (meer)',
  cmsUnavailable: 'De inhoud is tijdelijk niet beschikbaar. Probeer het over een paar minuten opnieuw.',
  notYetAvailable: 'Deze pagina is nog niet beschikbaar.',
} as const

export type MessageKey = keyof typeof MESSAGES

/** What a member hears past one of the limits on what they can make the platform do for others (apps/cms/src/lib/member-limits.ts). */
export const MEMBER_LIMIT_MESSAGES = {
  enters: 'Je hebt in korte tijd op veel oproepen gereageerd. Probeer het over een uur opnieuw.',
  registrations: 'Je hebt je in korte tijd vaak aan- en afgemeld. Probeer het over een uur opnieuw.',
  submissions: 'Je hebt in korte tijd veel geplaatst of aangepast. Probeer het over een uur opnieuw.',
  invitationsPerSender: 'Je hebt in korte tijd veel uitnodigingen verstuurd. Probeer het over een uur opnieuw.',
  invitationsPerAddress: 'Dit e-mailadres heeft vandaag al genoeg uitnodigingen gekregen. Probeer het morgen opnieuw.',
  follows: 'Je hebt in korte tijd heel vaak iets gevolgd of ontvolgd. Probeer het over een uur opnieuw.',
} as const

/**
 * Account-specific Dutch messages (shared so both apps word them the same). Here, not in account.ts:
 * a page that shows one must not bring that module's zod schemas to the browser.
 */
export const ACCOUNT_MESSAGES = {
  invalidCredentials: 'Het e-mailadres of wachtwoord is onjuist.',
  notActivated: 'Je account is nog niet geactiveerd. Klik op de link in de activatiemail of vraag een nieuwe link aan.',
  blocked: 'Je account is geblokkeerd. Neem contact op met het communityteam.',
  tooManyAttempts: 'Te veel pogingen. Wacht een kwartier en probeer het dan opnieuw.',
  codeInvalid: 'Deze code is onjuist. Controleer de code en probeer het opnieuw.',
  codeExpired: 'Deze code is verlopen of te vaak fout ingevoerd. Log opnieuw in om een nieuwe code te ontvangen.',
  codeFormat: `Vul de ${TWO_FACTOR_CODE_LENGTH} cijfers uit de e-mail in`,
  codeResent: 'We hebben een nieuwe code gestuurd.',
  resendLimit: 'Je kunt maximaal 3 codes per kwartier laten sturen. Wacht even en probeer het opnieuw.',
  registered: 'Bijna klaar! We hebben een e-mail gestuurd met een link om je account te activeren.',
  activationSent: 'Als er een account met dit e-mailadres wacht op activatie, hebben we een nieuwe link gestuurd.',
  activated: 'Je account is geactiveerd. Je kunt nu inloggen.',
  resetInvalid: 'Deze link is ongeldig, al gebruikt of verlopen. Vraag een nieuwe link aan.',
  passwordReset: 'Je wachtwoord is gewijzigd. Log in met je nieuwe wachtwoord.',
  passwordChanged: 'Je wachtwoord is gewijzigd. Je andere sessies zijn beëindigd.',
  currentPasswordWrong: 'Je huidige wachtwoord is onjuist.',
  consentRequired: 'Je moet akkoord gaan met de privacyverklaring',
  loggedOut: 'Je bent uitgelogd.',
  loggedIn: 'Je bent ingelogd.',
  sessionExpired: 'Je sessie is verlopen. Log opnieuw in.',
} as const
