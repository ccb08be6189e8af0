import { factories } from '@strapi/strapi'

export default factories.createCoreService('api::accessibility-page.accessibility-page')
