import { factories } from '@strapi/strapi'

export default factories.createCoreController('api::enter.enter')
