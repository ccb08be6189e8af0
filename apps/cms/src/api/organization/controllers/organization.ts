import { factories } from '@strapi/strapi'
import { restrictToPublic } from '../../../lib/public-query'

const APPROVED = { applicationState: 'approved' }

export default factories.createCoreController('api::organization.organization', () => ({
  async find(ctx) {
    ctx.query = restrictToPublic(ctx.query, APPROVED)
    return super.find(ctx)
  },
  async findOne(ctx) {
    ctx.query = restrictToPublic(ctx.query, APPROVED)
    return super.findOne(ctx)
  },
}))
