import { factories } from '@strapi/strapi'

export default factories.createCoreController('api::disclaimer-page.disclaimer-page')
