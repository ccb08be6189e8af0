import type { Core } from '@strapi/strapi'
import { errors } from '@strapi/utils'
import { ORGANIZATION_IMAGE_FIELDS, ORGANIZATION_SECTION_SCHEMAS, PROFILE_MESSAGES, type OrganizationSection } from '@talentstad/types'
import { invalidInput, type ApiContext } from '../../../lib/api-context'
import { formImages, formJson } from '../../../lib/multipart-form'

type Ctx = ApiContext & { params: { organizationId: string; section: string } }

/** Which image files each section takes. */
const SECTION_FILES: Record<OrganizationSection, readonly string[]> = {
  general: ORGANIZATION_IMAGE_FIELDS,
  contactPerson: ['image'],
  address: [],
  callToActions: [],
  tags: [],
}

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const editing = () => strapi.service('api::organization.editing')
  return {
    /** GET /api/organizations/:organizationId/edit (admin): the sections as the edit page shows them. */
    async get(ctx: Ctx) {
      ctx.body = { data: await editing().get(ctx.params.organizationId) }
    },

    /** PUT /api/organizations/:organizationId/sections/:section (admin): one section, JSON or multipart (`data` + images). */
    async update(ctx: Ctx) {
      const section = ctx.params.section as OrganizationSection
      if (!Object.hasOwn(ORGANIZATION_SECTION_SCHEMAS, section))
        throw new errors.NotFoundError(PROFILE_MESSAGES.invalid, { code: 'not-found' })
      const parsed = ORGANIZATION_SECTION_SCHEMAS[section].safeParse(formJson(ctx) ?? {})
      if (!parsed.success) throw invalidInput(parsed.error)
      const input = parsed.data
      const images = await formImages(ctx, SECTION_FILES[section])
      const id = ctx.params.organizationId
      const service = editing()
      ctx.body = {
        data:
          section === 'general'
            ? await service.general(id, input, images)
            : section === 'contactPerson'
              ? await service.contactPerson(id, input, images.image)
              : await service[section](id, input),
      }
    },
  }
}
