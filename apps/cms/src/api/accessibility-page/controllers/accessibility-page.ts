import { factories } from '@strapi/strapi'

export default factories.createCoreController('api::accessibility-page.accessibility-page')
