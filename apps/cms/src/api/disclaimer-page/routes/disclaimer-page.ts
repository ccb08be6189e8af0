import { factories } from '@strapi/strapi'

// A single type read by everyone; editors write it in the admin panel.
export default factories.createCoreRouter('api::disclaimer-page.disclaimer-page', { only: ['find'] })
