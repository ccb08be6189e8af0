import { factories } from '@strapi/strapi'

export default factories.createCoreService('api::organization.organization')
