import { factories } from '@strapi/strapi'
import { restrictToPublic } from '../../../lib/public-query'

const APPROVED = { reviewState: 'approved' }

export default factories.createCoreController('api::content-item.content-item', () => ({
  async find(ctx) {
    ctx.query = restrictToPublic(ctx.query, APPROVED)
    return super.find(ctx)
  },
  async findOne(ctx) {
    ctx.query = restrictToPublic(ctx.query, APPROVED)
    return super.findOne(ctx)
  },
}))
