import { factories } from '@strapi/strapi'

export default factories.createCoreRouter('api::accessibility-page.accessibility-page')
