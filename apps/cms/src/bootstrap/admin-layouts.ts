import type { Core, UID } from '@strapi/strapi'

/**
 * How the admin panel's content manager shows the types editors work in (issue 32): Dutch field
 * labels, descriptions and placeholders, the list's columns and its default sort. Configured here
 * and written at every start-up after Strapi's own sync (like the permissions), so a fresh
 * database gets it too; what an editor chose in the panel for these keys is put back at the next
 * start. Enum values are shown as Dutch labels by the admin's translations (src/admin/app.tsx).
 */

/** `editable: false`: read-only in the edit view for every admin, Super Admins too (the review fields: src/lib/review-guard.ts). */
type FieldText = { label: string; description?: string; placeholder?: string; editable?: false }
type Layout = {
  /** Dutch label (and help) per field: the edit view and the list's column header. */
  fields: Record<string, FieldText>
  /** The list's columns, in order. */
  list: string[]
  /** The list's default sort. */
  sort: { field: string; order: 'ASC' | 'DESC' }
  /** The field a relation to this type shows. */
  mainField: string
  /**
   * Fields left out of the edit view: relations to members' data that no editor role may read
   * (they showed as empty boxes, 'Geen rechten om dit veld te bekijken'); who placed an item is the
   * 'Geplaatst door' panel's (src/admin/placed-by.tsx).
   */
  notInEditView?: string[]
}

export const ADMIN_LAYOUTS: Partial<Record<UID.ContentType, Layout>> = {
  'api::content-item.content-item': {
    fields: {
      type: { label: 'Soort' },
      title: { label: 'Titel' },
      slug: { label: 'Adres (slug)', description: 'Het laatste deel van het webadres. Verander het liever niet na publicatie.' },
      summary: { label: 'Samenvatting', description: 'Staat op de kaart in overzichten.' },
      body: { label: 'Tekst' },
      image: { label: 'Afbeelding' },
      heroImage: { label: 'Grote afbeelding bovenaan' },
      cardImage: { label: 'Afbeelding op de kaart' },
      themes: { label: 'Thema’s' },
      audiences: { label: 'Doelgroepen' },
      externalUrl: { label: 'Link naar meer informatie', placeholder: 'https://' },
      startDate: { label: 'Begin', description: 'Wanneer het evenement begint.' },
      endDate: { label: 'Einde' },
      location: { label: 'Locatie' },
      signUpEnabled: { label: 'Aanmelden via Talentstad', description: 'Leden melden zich aan op het platform.' },
      capacity: { label: 'Aantal plekken', description: 'Leeg: onbeperkt.' },
      waitingList: { label: 'Wachtlijst als het vol is' },
      signUpClosesAt: { label: 'Aanmelden sluit', description: 'Leeg: bij het begin.' },
      askEmail: { label: 'Vraag om e-mailadres' },
      askPhone: { label: 'Vraag om telefoonnummer' },
      signUpQuestion: { label: 'Vraag aan deelnemers' },
      organization: { label: 'Organisatie' },
      author: { label: 'Geplaatst door' },
      reviewState: { label: 'Beoordeling', description: 'Beslis met Goedkeuren of Afwijzen in het blok Beoordeling.', editable: false },
      rejectReason: { label: 'Reden van afwijzing', editable: false },
      reviewedAt: { label: 'Beoordeeld op', editable: false },
      deleteReason: { label: 'Reden van verwijderen' },
      deleteExplanation: { label: 'Toelichting bij verwijderen' },
      deletedAt: { label: 'Verwijderd op' },
      enters: { label: 'Enters' },
      registrations: { label: 'Aanmeldingen' },
      favorites: { label: 'Bewaard door' },
      publishedAt: { label: 'Gepubliceerd' },
      updatedAt: { label: 'Bijgewerkt' },
      createdAt: { label: 'Aangemaakt' },
    },
    // 'Published' is Strapi's own status column, always last. No date column: with it the status
    // was pushed out of sight at 1280 px (issue 46); the list is newest first, and the edit view
    // says when.
    list: ['type', 'title', 'organization', 'reviewState'],
    sort: { field: 'updatedAt', order: 'DESC' },
    mainField: 'title',
    notInEditView: ['author', 'enters', 'registrations', 'favorites'],
  },
  'api::organization.organization': {
    fields: {
      type: { label: 'Soort' },
      name: { label: 'Naam' },
      nameKey: { label: 'Naam (voor dubbele)', description: 'Vult Talentstad zelf in.' },
      slug: { label: 'Adres (slug)' },
      description: { label: 'Beschrijving' },
      image: { label: 'Logo' },
      heroImage: { label: 'Grote afbeelding bovenaan' },
      cardImage: { label: 'Afbeelding op de kaart' },
      websiteUrl: { label: 'Website', placeholder: 'https://' },
      tags: { label: 'Tags' },
      contactPerson: { label: 'Contactpersoon' },
      address: { label: 'Adres' },
      callToActions: { label: 'Knoppen' },
      signUp: { label: 'Aanmelding' },
      chamberOfCommerceKey: { label: 'KvK-nummer', description: 'Vult Talentstad zelf in uit de aanmelding.' },
      applicationState: {
        label: 'Aanmelding beoordeeld',
        description: 'Beslis met Goedkeuren of Afwijzen in het blok Beoordeling.',
        editable: false,
      },
      rejectReason: { label: 'Reden van afwijzing', editable: false },
      reviewedAt: { label: 'Beoordeeld op', editable: false },
      submittedBy: { label: 'Aangemeld door' },
      memberships: { label: 'Leden' },
      contentItems: { label: 'Content' },
      updatedAt: { label: 'Bijgewerkt' },
      createdAt: { label: 'Aangemaakt' },
    },
    list: ['name', 'type', 'applicationState', 'chamberOfCommerceKey', 'updatedAt'],
    sort: { field: 'updatedAt', order: 'DESC' },
    mainField: 'name',
  },
  'plugin::users-permissions.user': {
    fields: {
      username: { label: 'Gebruikersnaam' },
      email: { label: 'E-mailadres' },
      firstName: { label: 'Voornaam' },
      lastName: { label: 'Achternaam' },
      typeOfUser: { label: 'Soort lid' },
      blocked: { label: 'Geblokkeerd' },
      confirmed: { label: 'Geactiveerd' },
      role: { label: 'Rol' },
      phoneNumber: { label: 'Telefoonnummer' },
      linkedIn: { label: 'LinkedIn' },
      avatar: { label: 'Profielfoto' },
      createdAt: { label: 'Lid sinds' },
      updatedAt: { label: 'Bijgewerkt' },
    },
    list: ['firstName', 'lastName', 'email', 'typeOfUser', 'blocked', 'createdAt'],
    sort: { field: 'createdAt', order: 'DESC' },
    mainField: 'email',
  },
}

type Metadata = { edit?: Record<string, unknown>; list?: Record<string, unknown> }
type Configuration = {
  settings: Record<string, unknown>
  metadatas: Record<string, Metadata>
  layouts: { list: string[]; edit: Array<Array<{ name: string; size: number }>> }
}
type ContentTypesService = {
  findConfiguration(contentType: { uid: string }): Promise<Configuration>
  updateConfiguration(contentType: { uid: string }, configuration: Omit<Configuration, never>): Promise<Configuration>
}

/** The configuration with Talentstad's layout over what Strapi made (its edit layout and other fields kept). */
export function withLayout(current: Configuration, layout: Layout, attributes: string[]): Configuration {
  const metadatas = { ...current.metadatas }
  for (const [field, text] of Object.entries(layout.fields)) {
    const existing = metadatas[field]
    if (!existing) continue
    metadatas[field] = {
      ...existing,
      edit: existing.edit ? { ...existing.edit, ...text } : existing.edit,
      list: existing.list ? { ...existing.list, label: text.label } : existing.list,
    }
  }
  return {
    ...current,
    settings: { ...current.settings, mainField: layout.mainField, defaultSortBy: layout.sort.field, defaultSortOrder: layout.sort.order },
    metadatas,
    layouts: {
      ...current.layouts,
      list: layout.list.filter((field) => attributes.includes(field)),
      edit: current.layouts.edit
        .map((row) => row.filter((field) => !(layout.notInEditView ?? []).includes(field.name)))
        .filter((row) => row.length > 0),
    },
  }
}

/** Writes ADMIN_LAYOUTS into the content manager's configuration (bootstrap, after Strapi's own sync). */
export async function syncAdminLayouts(strapi: Core.Strapi) {
  const service = strapi.plugin('content-manager').service('content-types') as unknown as ContentTypesService
  for (const [uid, layout] of Object.entries(ADMIN_LAYOUTS) as Array<[UID.ContentType, Layout]>) {
    const contentType = strapi.contentType(uid)
    if (!contentType) continue
    const attributes = [...Object.keys(contentType.attributes), 'id', 'documentId', 'createdAt', 'updatedAt', 'publishedAt']
    const current = await service.findConfiguration({ uid })
    await service.updateConfiguration({ uid }, withLayout(current, layout, attributes))
  }
}
