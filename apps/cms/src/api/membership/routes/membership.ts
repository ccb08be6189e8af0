import { factories } from '@strapi/strapi'

export default factories.createCoreRouter('api::membership.membership')
