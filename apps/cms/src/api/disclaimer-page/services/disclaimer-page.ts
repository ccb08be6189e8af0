import { factories } from '@strapi/strapi'

export default factories.createCoreService('api::disclaimer-page.disclaimer-page')
