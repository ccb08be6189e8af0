import { factories } from '@strapi/strapi'

export default factories.createCoreService('api::registration.registration')
