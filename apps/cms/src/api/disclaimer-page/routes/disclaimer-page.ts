import { factories } from '@strapi/strapi'

export default factories.createCoreRouter('api::disclaimer-page.disclaimer-page')
