import { factories } from '@strapi/strapi'

export default factories.createCoreRouter('api::content-item.content-item')
