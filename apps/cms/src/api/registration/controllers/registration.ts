import { factories } from '@strapi/strapi'

export default factories.createCoreController('api::registration.registration')
